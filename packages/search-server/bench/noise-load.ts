import autocannon from 'autocannon';
import type { RequestSpec, Result } from 'autocannon';
import { median } from './answers/figures.js';

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
  /** The reader mix as fast as the server answers, alone and beside the noise (medians). */
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

const figuresOf = (results: Result[]) => ({
  requestsPerSecond: Math.round(median(results.map((result) => result.requests.average))),
  p99Ms: median(results.map((result) => result.latency.p99)),
});

/**
 * The reader mix alone and then beside the bad requests, `runs` times each, interleaved so that
 * drift hits both. Flat out: the p99 is the queue of 64 connections, so every cycle the noise
 * costs (the server's and the generators', which share this machine's cores) shows in it. Not
 * paced: autocannon's overallRate sends each second's requests in a burst at its start, so a
 * paced p99 measured the bursts (2.9 s at half load, for both servers), not the service.
 */
export async function noiseLoad(
  url: string,
  readKey: string,
  goodRequests: RequestSpec[],
  durationS: number,
  runs: number,
): Promise<NoiseFigures> {
  const good = () =>
    autocannon({ url, connections: 64, duration: durationS, requests: goodRequests });
  const quiet: Result[] = [];
  const noisy: Result[] = [];
  const bad: Result[] = [];
  for (let run = 0; run < runs; run += 1) {
    quiet.push(await good());
    const [goodResult, badResult] = await Promise.all([
      good(),
      autocannon({
        url,
        connections: NOISE_CONNECTIONS,
        duration: durationS,
        overallRate: NOISE_RATE,
        requests: badRequests(readKey),
      }),
    ]);
    noisy.push(goodResult);
    bad.push(badResult);
  }
  const quietFigures = figuresOf(quiet);
  const noisyFigures = figuresOf(noisy);
  return {
    noiseRatePerSecond: NOISE_RATE,
    quiet: quietFigures,
    noisy: noisyFigures,
    p99Ratio: Math.round((noisyFigures.p99Ms / quietFigures.p99Ms) * 100) / 100,
    bad: {
      sent: bad.reduce((sum, result) => sum + (result.requests.sent ?? 0), 0),
      answered4xx: bad.reduce((sum, result) => sum + (result['4xx'] ?? 0), 0),
      p99Ms: median(bad.map((result) => result.latency.p99)),
      other: bad.reduce(
        (sum, result) =>
          sum + result.errors + result.timeouts + (result['2xx'] ?? 0) + (result['5xx'] ?? 0),
        0,
      ),
    },
  };
}
