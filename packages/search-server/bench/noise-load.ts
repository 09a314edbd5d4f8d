import { median } from './answers/figures.js';
import { generateLoad } from './load-generator.js';
import type { LoadResult, RequestSpec } from './load-generator.js';

// Bad input beside good requests: the site's reader mix at 64 connections, measured alone and
// then again while another client sends bad requests at a fixed rate (malformed JSON, a field of
// the wrong type, an unknown key of a read key's shape, a string that is no key at all, bodies over
// the server's limit). Each bad request
// must get its 4xx quickly, and the good requests' p99 should not move by more than 10%.
//
// Every generator is a process of its own (load-generator.ts), as separate clients would be: the
// bad requests' client does not take turns with the readers' on one event loop. The reader mix is
// measured twice: paced at half of what the server answers flat out in this run (a busy service
// with room to spare, where the p99 is the service's own; the target), and flat out (the p99 is
// the queue of 64 connections, so any cycle the noise costs, the server's or its client's on this
// machine's two cores, shows in it).

/** The server's body limit in the bench (SEARCH_BODY_LIMIT_BYTES); the oversized bodies pass it. */
export const BENCH_BODY_LIMIT_BYTES = 2 * 1024 * 1024;
/** Bad requests per second, all kinds together, evenly spread. */
const NOISE_RATE = 1_000;
const NOISE_CONNECTIONS = 16;
const READER_CONNECTIONS = 64;
/** The paced reader mix asks for this share of the flat-out rate of the same run. */
const PACED_SHARE = 0.5;

interface Figures {
  requestsPerSecond: number;
  p99Ms: number;
}

interface Comparison {
  quiet: Figures;
  noisy: Figures;
  /** p99 with the noise over p99 without it. */
  p99Ratio: number;
}

export interface NoiseFigures {
  noiseRatePerSecond: number;
  paced: Comparison & { goodRatePerSecond: number };
  flatOut: Comparison;
  bad: { sent: number; answered4xx: number; p99Ms: number; other: number };
}

/** One kind of bad request the noise mixes, named for the figures of request-cost.ts. */
export interface BadRequest {
  kind: string;
  request: RequestSpec;
}

export function badRequestKinds(readKey: string): BadRequest[] {
  const search = `/v1/collections/site/search?api-key=${readKey}`;
  const json = { 'Content-Type': 'application/json' };
  const searchWith = (body: string): RequestSpec => ({
    method: 'POST',
    path: search,
    headers: json,
    body,
  });
  return [
    { kind: 'malformed JSON', request: searchWith('{"term": "peer", ') },
    { kind: 'a field of the wrong type', request: searchWith('{"term":["not","text"]}') },
    // (A body with a field the protocol does not know is not bad input: it is ignored, and
    // searched.)
    {
      kind: 'an unknown key',
      request: {
        method: 'POST',
        path: `/v1/collections/site/search?api-key=read_${'0'.repeat(readKey.length - 5)}`,
        headers: json,
        body: '{"term":"peer"}',
      },
    },
    {
      kind: 'no key at all',
      request: {
        method: 'POST',
        path: '/v1/collections/site/search?api-key=not-a-key',
        headers: json,
        body: '{"term":"peer"}',
      },
    },
    // One in five of the bad requests is a body over the limit.
    {
      kind: 'a body over the limit',
      request: {
        method: 'POST',
        path: search,
        headers: json,
        oversizedBodyBytes: BENCH_BODY_LIMIT_BYTES,
      },
    },
  ];
}

const figuresOf = (results: readonly LoadResult[]): Figures => ({
  requestsPerSecond: Math.round(median(results.map((result) => result.requestsPerSecond))),
  p99Ms: median(results.map((result) => result.p99Ms)),
});

function compare(quiet: readonly LoadResult[], noisy: readonly LoadResult[]): Comparison {
  const [before, after] = [figuresOf(quiet), figuresOf(noisy)];
  return {
    quiet: before,
    noisy: after,
    p99Ratio: Math.round((after.p99Ms / before.p99Ms) * 100) / 100,
  };
}

/**
 * The reader mix flat out and paced, each alone and beside the bad requests, `runs` times each,
 * interleaved so that drift hits both.
 */
export async function noiseLoad(
  url: string,
  readKey: string,
  requests: RequestSpec[],
  durationS: number,
  runs: number,
): Promise<NoiseFigures> {
  const readers = (rate?: number) =>
    generateLoad({ url, connections: READER_CONNECTIONS, durationS, requests, rate });
  const noise = () =>
    generateLoad({
      url,
      connections: NOISE_CONNECTIONS,
      durationS,
      rate: NOISE_RATE,
      requests: badRequestKinds(readKey).map(({ request }) => request),
    });
  const badResults: LoadResult[] = [];
  const beside = async (rate?: number) => {
    const [good, bad] = await Promise.all([readers(rate), noise()]);
    badResults.push(bad);
    return good;
  };

  const flat = { quiet: [] as LoadResult[], noisy: [] as LoadResult[] };
  for (let run = 0; run < runs; run += 1) {
    flat.quiet.push(await readers());
    flat.noisy.push(await beside());
  }
  const goodRate = Math.round(figuresOf(flat.quiet).requestsPerSecond * PACED_SHARE);
  const paced = { quiet: [] as LoadResult[], noisy: [] as LoadResult[] };
  for (let run = 0; run < runs; run += 1) {
    paced.quiet.push(await readers(goodRate));
    paced.noisy.push(await beside(goodRate));
  }
  return {
    noiseRatePerSecond: NOISE_RATE,
    paced: { goodRatePerSecond: goodRate, ...compare(paced.quiet, paced.noisy) },
    flatOut: compare(flat.quiet, flat.noisy),
    bad: {
      sent: badResults.reduce((sum, result) => sum + result.sent, 0),
      answered4xx: badResults.reduce((sum, result) => sum + result.status4xx, 0),
      p99Ms: median(badResults.map((result) => result.p99Ms)),
      other: badResults.reduce((sum, result) => sum + result.status2xx + result.failed, 0),
    },
  };
}
