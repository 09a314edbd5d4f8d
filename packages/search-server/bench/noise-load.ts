import autocannon from 'autocannon';
import type { RequestSpec, Result } from 'autocannon';

// Bad input beside good requests: the site's reader mix at 64 connections, measured alone and
// then again while other clients send bad requests at a fixed rate (malformed JSON, unknown keys,
// bodies over the server's limit, a wrong key). Each bad request must get its 4xx quickly, and the
// good requests' p99 should not move by more than 10%.

/** The server's body limit in the bench (SEARCH_BODY_LIMIT_BYTES); the oversized bodies pass it. */
export const BENCH_BODY_LIMIT_BYTES = 2 * 1024 * 1024;
/** Bad requests per second, all kinds together. */
const NOISE_RATE = 1_000;
const NOISE_CONNECTIONS = 16;

export interface NoiseFigures {
  noiseRatePerSecond: number;
  quiet: { requestsPerSecond: number; p99Ms: number };
  noisy: { requestsPerSecond: number; p99Ms: number };
  /** p99 with the noise over p99 without it. */
  p99Ratio: number;
  bad: { sent: number; answered4xx: number; p99Ms: number; other: number };
}

function badRequests(readKey: string): RequestSpec[] {
  const search = `/v1/collections/site/search?api-key=${readKey}`;
  const json = { 'Content-Type': 'application/json' };
  return [
    { method: 'POST', path: search, headers: json, body: '{"term": "peer", ' },
    { method: 'POST', path: search, headers: json, body: '{"term":"peer","colour":"blue"}' },
    { method: 'POST', path: search, headers: json, body: '{"term":["not","text"]}' },
    {
      method: 'POST',
      path: '/v1/collections/site/search?api-key=not-a-key',
      headers: json,
      body: '{"term":"peer"}',
    },
    // One in five of the bad requests is a body over the limit.
    {
      method: 'POST',
      path: search,
      headers: json,
      body: `{"term":"${'x'.repeat(BENCH_BODY_LIMIT_BYTES)}"}`,
    },
  ];
}

const figuresOf = (result: Result) => ({
  requestsPerSecond: Math.round(result.requests.average),
  p99Ms: result.latency.p99,
});

/** The good load alone, then the good load with the bad one beside it, `durationS` each. */
export async function noiseLoad(
  url: string,
  readKey: string,
  goodRequests: RequestSpec[],
  durationS: number,
): Promise<NoiseFigures> {
  const good = () =>
    autocannon({ url, connections: 64, duration: durationS, requests: goodRequests });
  const quiet = await good();
  const [noisy, bad] = await Promise.all([
    good(),
    autocannon({
      url,
      connections: NOISE_CONNECTIONS,
      duration: durationS,
      overallRate: NOISE_RATE,
      requests: badRequests(readKey),
    }),
  ]);
  const answered4xx = bad['4xx'] ?? 0;
  return {
    noiseRatePerSecond: NOISE_RATE,
    quiet: figuresOf(quiet),
    noisy: figuresOf(noisy),
    p99Ratio: Math.round((noisy.latency.p99 / quiet.latency.p99) * 100) / 100,
    bad: {
      sent: bad.requests.sent ?? 0,
      answered4xx,
      p99Ms: bad.latency.p99,
      other: bad.errors + bad.timeouts + (bad['2xx'] ?? 0) + (bad['5xx'] ?? 0),
    },
  };
}
