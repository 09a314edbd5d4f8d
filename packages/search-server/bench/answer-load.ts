import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createParser } from 'eventsource-parser';

// Answers under load: `CONCURRENT` extractive /answer streams at once on the site's collection,
// `ROUNDS` times, as readers of the answer panel ask them (related questions on). Every stream must
// complete: its acknowledgement first, its related questions, and the answer's closing event
// (ANSWER_RESPONSE, done) last. The time to the first
// event and to the end are taken from the moment each request is sent, and the server's resident
// memory is sampled while they run.

const QUESTIONS_FILE = path.resolve(import.meta.dirname, 'answer-dev-questions.json');
const CONCURRENT = 64;
const ROUNDS = 5;
const RSS_SAMPLE_MS = 20;
const STREAM_TIMEOUT_MS = 30_000;

interface StreamOutcome {
  firstEventMs: number;
  lastEventMs: number;
  /** Acknowledgement first, related questions, the answer's closing event last, the body ended. */
  complete: boolean;
}

export interface AnswerLoadFigures {
  streams: number;
  concurrent: number;
  complete: number;
  firstEventP50Ms: number;
  firstEventP99Ms: number;
  lastEventP50Ms: number;
  lastEventP99Ms: number;
  peakRssMiB: number;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);
};

async function rssMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** The action and `done` of a `response` envelope; undefined for any other event. */
function actionOf(data: unknown): { action?: string; done?: boolean } | undefined {
  const envelope = data as { type?: string; message?: string };
  if (envelope.type !== 'response' || !envelope.message) return undefined;
  return JSON.parse(envelope.message) as { action?: string; done?: boolean };
}

async function askOnce(url: string, readKey: string, query: string, n: number) {
  const sentAt = performance.now();
  const response = await fetch(`${url}/v1/collections/site/answer?api-key=${readKey}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      interaction_id: `load-${n}`,
      conversation_id: `load-${n}`,
      visitor_id: 'answer-load',
      query,
      related: { enabled: true, size: 3, format: 'question' },
    }),
    signal: AbortSignal.timeout(STREAM_TIMEOUT_MS),
  });
  const events: unknown[] = [];
  let firstEventMs = Number.NaN;
  const parser = createParser({
    onEvent: (event) => {
      if (events.length === 0) firstEventMs = performance.now() - sentAt;
      events.push(JSON.parse(event.data) as unknown);
    },
  });
  if (!response.body) throw new Error(`/answer answered ${response.status} without a body`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read())
    parser.feed(read.value);
  const lastEventMs = performance.now() - sentAt;
  const first = events[0] as { type?: string } | undefined;
  const last = actionOf(events.at(-1));
  const related = events.some((event) => {
    const action = actionOf(event);
    return action?.action === 'RELATED_QUERIES' && action.done === true;
  });
  return {
    firstEventMs,
    lastEventMs,
    complete:
      response.status === 200 &&
      first?.type === 'acknowledgement' &&
      related &&
      last?.action === 'ANSWER_RESPONSE' &&
      last.done === true,
  } satisfies StreamOutcome;
}

/** The plain questions of the development set, to ask again and again. */
async function questions(): Promise<string[]> {
  const set = JSON.parse(await readFile(QUESTIONS_FILE, 'utf8')) as {
    questions: { kind: string; question: string }[];
  };
  return set.questions.filter((item) => item.kind === 'plain').map((item) => item.question);
}

/** `ROUNDS` rounds of `CONCURRENT` streams at once against the server at `url` (process `pid`). */
export async function answerLoad(
  url: string,
  readKey: string,
  pid: number,
): Promise<AnswerLoadFigures> {
  const asked = await questions();
  let peak = await rssMiB(pid);
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await rssMiB(pid));
      await new Promise((resolve) => setTimeout(resolve, RSS_SAMPLE_MS));
    }
  })();
  const outcomes: StreamOutcome[] = [];
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      const streams = Array.from({ length: CONCURRENT }, (_, slot) => {
        const n = round * CONCURRENT + slot;
        return askOnce(url, readKey, asked[n % asked.length]!, n).catch(() => ({
          firstEventMs: Number.NaN,
          lastEventMs: Number.NaN,
          complete: false,
        }));
      });
      outcomes.push(...(await Promise.all(streams)));
    }
  } finally {
    sampling = false;
    await sampler;
  }
  const answered = outcomes.filter((outcome) => !Number.isNaN(outcome.lastEventMs));
  const first = answered.map((outcome) => outcome.firstEventMs);
  const last = answered.map((outcome) => outcome.lastEventMs);
  return {
    streams: outcomes.length,
    concurrent: CONCURRENT,
    complete: outcomes.filter((outcome) => outcome.complete).length,
    firstEventP50Ms: percentile(first, 0.5),
    firstEventP99Ms: percentile(first, 0.99),
    lastEventP50Ms: percentile(last, 0.5),
    lastEventP99Ms: percentile(last, 0.99),
    peakRssMiB: Math.round(peak * 10) / 10,
  };
}
