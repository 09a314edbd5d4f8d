import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { z } from 'zod';

// A load generator in a process of its own (started by load-generator.ts), so that its work does not
// share an event loop with another generator or with the bench. It sends requests at a fixed
// rate, evenly spread (every millisecond the requests due by then, not each second's in a burst),
// over at most `connections` keep-alive connections, and honours a server's `Connection: close`
// (node:http's agent opens a new connection for the next request). A request's latency runs from
// the moment it was due, not from when a connection was free to send it: a server that falls
// behind shows its queue in the latency, as a reader would feel it (no coordinated omission).
// Without a rate, each connection sends its next request as soon as the previous one is answered
// (flat out). Reads its plan as JSON on stdin, prints its figures as one line of JSON on stdout.

const requestSpec = z.object({
  method: z.string(),
  path: z.string(),
  headers: z.record(z.string(), z.string()),
  body: z.string().optional(),
  /** A body of this many bytes (a JSON string of "x"), made here rather than sent over argv. */
  oversizedBodyBytes: z.number().int().positive().optional(),
});

export const loadPlan = z.object({
  url: z.url(),
  /** Requests per second, evenly spread; absent: flat out. */
  rate: z.number().positive().optional(),
  connections: z.number().int().positive(),
  durationS: z.number().positive(),
  requests: z.array(requestSpec).min(1),
});
export type LoadPlan = z.infer<typeof loadPlan>;
export type RequestSpec = z.infer<typeof requestSpec>;

export const loadResult = z.object({
  sent: z.number(),
  completed: z.number(),
  status2xx: z.number(),
  status4xx: z.number(),
  /** 5xx answers, and requests that got no answer at all (a connection error). */
  failed: z.number(),
  requestsPerSecond: z.number(),
  p50Ms: z.number(),
  p99Ms: z.number(),
  maxMs: z.number(),
});
export type LoadResult = z.infer<typeof loadResult>;

function bodyOf(spec: RequestSpec): Buffer | undefined {
  if (spec.oversizedBodyBytes) {
    return Buffer.from(`{"term":"${'x'.repeat(spec.oversizedBodyBytes)}"}`);
  }
  return spec.body === undefined ? undefined : Buffer.from(spec.body);
}

function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  const value = sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
  return Math.round(value * 10) / 10;
}

async function run(plan: LoadPlan): Promise<LoadResult> {
  const target = new URL(plan.url);
  const agent = new Agent({ keepAlive: true, maxSockets: plan.connections });
  const prepared = plan.requests.map((spec) => ({ spec, body: bodyOf(spec) }));
  const latencies: number[] = [];
  const counts = { sent: 0, completed: 0, status2xx: 0, status4xx: 0, failed: 0 };

  /** Sends one request due at `dueAt`; resolves when it is answered or has failed. */
  const send = (index: number, dueAt: number) =>
    new Promise<void>((settled) => {
      const { spec, body } = prepared[index % prepared.length]!;
      counts.sent += 1;
      let done = false;
      const finish = (status: number | undefined) => {
        if (done) return;
        done = true;
        latencies.push(performance.now() - dueAt);
        counts.completed += 1;
        if (status !== undefined && status >= 200 && status < 300) counts.status2xx += 1;
        else if (status !== undefined && status >= 400 && status < 500) counts.status4xx += 1;
        else counts.failed += 1;
        settled();
      };
      const outgoing = request(
        {
          host: target.hostname,
          port: target.port,
          method: spec.method,
          path: spec.path,
          headers: { ...spec.headers, ...(body && { 'Content-Length': body.length }) },
          agent,
        },
        (response) => {
          response.resume();
          response.on('end', () => finish(response.statusCode));
          response.on('error', () => finish(response.statusCode));
        },
      );
      // Each request goes out as soon as it is written: with Nagle's algorithm on, the body
      // written after the headers waits for the server's delayed ACK (40 ms on Linux).
      outgoing.on('socket', (socket) => socket.setNoDelay(true));
      // A server that refuses a body answers before reading it and closes the connection: the
      // write then fails after the answer came, which is the answer that counts.
      outgoing.on('error', () => finish(undefined));
      outgoing.end(body);
    });

  const startedAt = performance.now();
  const endsAt = startedAt + plan.durationS * 1000;
  if (plan.rate === undefined) {
    let next = 0;
    const worker = async () => {
      while (performance.now() < endsAt) await send(next++, performance.now());
    };
    await Promise.all(Array.from({ length: plan.connections }, worker));
  } else {
    const interval = 1000 / plan.rate;
    const inFlight = new Set<Promise<void>>();
    let next = 0;
    while (performance.now() < endsAt) {
      // Every request due by now, each with the moment it was due.
      const due = Math.floor((performance.now() - startedAt) / interval);
      for (; next <= due; next += 1) {
        const pending = send(next, startedAt + next * interval);
        inFlight.add(pending);
        void pending.then(() => inFlight.delete(pending));
      }
      await new Promise((tick) => setTimeout(tick, 1));
    }
    await Promise.all(inFlight);
  }
  const elapsedS = (performance.now() - startedAt) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    ...counts,
    requestsPerSecond: Math.round(counts.completed / elapsedS),
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    maxMs: percentile(latencies, 1),
  };
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

if (process.argv[1] === import.meta.filename) {
  readStdin()
    .then((text) => run(loadPlan.parse(JSON.parse(text))))
    .then((result) => process.stdout.write(`${JSON.stringify(result)}\n`))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
