import { performance } from 'node:perf_hooks';
import type { CandidateEngine } from './engines';
import type { Corpus } from './corpora';
import type { RelevanceQuery } from './queries';
import { mean, percentileOf, rankedPages, recallAt5, reciprocalRank } from './metrics';

export interface EngineFigures {
  engine: string;
  corpus: string;
  indexGzipBytes: number;
  /** Time to build the in-memory index from the entries, median of 5. */
  buildMs: number;
  mrrAt10: number;
  recallAt5: number;
  queryP50Ms: number;
  queryP95Ms: number;
  /** Queries whose best relevant page is not first, for tuning. */
  misses: { query: string; rank: number | null; top: string | undefined }[];
}

const ROUNDS = 20;

/** Relevance, build time and query time of one engine over one corpus. */
export function measureEngine(
  engine: CandidateEngine,
  corpus: Corpus,
  queries: readonly RelevanceQuery[],
): EngineFigures {
  const buildTimes: number[] = [];
  let run = engine.build(corpus.entries);
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    run = engine.build(corpus.entries);
    buildTimes.push(performance.now() - start);
  }
  const ranks: number[] = [];
  const recalls: number[] = [];
  const misses: EngineFigures['misses'] = [];
  for (const { query, expected } of queries) {
    const pages = rankedPages(run(query));
    const rr = reciprocalRank(pages, expected);
    ranks.push(rr);
    recalls.push(recallAt5(pages, expected));
    if (rr < 1) misses.push({ query, rank: rr ? Math.round(1 / rr) : null, top: pages[0] });
  }
  // Query time: every query, as typed in full, ROUNDS times, after one warm-up round.
  const times: number[] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    for (const { query } of queries) {
      const start = performance.now();
      run(query);
      if (round > 0) times.push(performance.now() - start);
    }
  }
  return {
    engine: engine.name,
    corpus: corpus.name,
    indexGzipBytes: corpus.gzipBytes,
    buildMs: percentileOf(buildTimes, 0.5),
    mrrAt10: mean(ranks),
    recallAt5: mean(recalls),
    queryP50Ms: percentileOf(times, 0.5),
    queryP95Ms: percentileOf(times, 0.95),
    misses,
  };
}
