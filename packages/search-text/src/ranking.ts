import { distinctTerms } from './terms.js';

/** The number of distinct terms of a query, the words a section is scored against. */
export const queryTermCount = (query: string) => distinctTerms(query).length;

/**
 * A section's score scaled by the share of the query's terms it holds: with any-word matching, a
 * section with every word of a question should beat one that repeats a single word.
 * `matchedTerms` are MiniSearch's `queryTerms` of the result.
 */
export function sectionScore(
  engineScore: number,
  matchedTerms: readonly string[],
  termCount: number,
): number {
  return termCount === 0 ? 0 : (engineScore * new Set(matchedTerms).size) / termCount;
}

/**
 * Sections scoring under this share of the best one are left out: with any-word matching, a
 * common word or a short prefix would otherwise list most of the site.
 */
export const MIN_SHARE_OF_BEST = 0.05;

/** Hits best first, without those under MIN_SHARE_OF_BEST of the best. */
export function rankSections<Hit extends { score: number }>(hits: readonly Hit[]): Hit[] {
  const sorted = [...hits].sort((a, b) => b.score - a.score);
  const floor = (sorted[0]?.score ?? 0) * MIN_SHARE_OF_BEST;
  return sorted.filter((hit) => hit.score >= floor);
}
