import { MIN_SHARE_OF_BEST } from '@hlf-docs/search-text';
import type { DocumentRecord } from '../storage/entities.js';
import type { SearchHit } from './search.js';
import type { CombinedMatches } from './term-matches.js';

/** What a search box's search keeps of the matches, and which of them it sends. */
export interface PageRequest {
  /** The search's `where`. */
  kept(document: DocumentRecord): boolean;
  documentOf(id: string): DocumentRecord | undefined;
  offset: number;
  limit: number;
}

export interface RankedPage {
  /** Matches kept and ranked (not only the page's). */
  count: number;
  /** The page: best first. */
  hits: SearchHit[];
  /** Every ranked match's document, for the facets. */
  documents: DocumentRecord[];
}

/**
 * The page of a search box's search made from the combined matches without an object per match:
 * a short prefix matches most sections, and making each match an object, sorting them all by
 * MiniSearch's score, scoring them again, filtering and sorting again (MiniSearchIndex.search,
 * then searchCollection) took two thirds of a search. What comes out is what that path gives: the
 * same count, hits, scores and order, ties included (test/ranked-page.test.ts compares them on
 * every keystroke of seven queries under six sets of parameters).
 *
 * The order is the section score, best first (rankSections); equal section scores keep the order
 * of MiniSearch's score, and equal ones of that the order MiniSearch met the documents in, as the
 * two stable sorts of that path leave them.
 */
export function rankedPage(
  combined: CombinedMatches,
  termCount: number,
  neededTerms: number,
  request: PageRequest,
): RankedPage {
  const { size, scores, matchedCounts } = combined;
  const sectionScores = new Float64Array(size);
  const documents: (DocumentRecord | undefined)[] = new Array(size);
  const candidates = new Int32Array(size);
  let candidateCount = 0;
  let best = 0;
  for (let slot = 0; slot < size; slot += 1) {
    const matched = matchedCounts[slot]!;
    if (matched < neededTerms) continue;
    const document = request.documentOf(combined.idOf(slot));
    if (document === undefined || !request.kept(document)) continue;
    // sectionScore's arithmetic, in its order, so that equal scores stay equal.
    const score = termCount === 0 ? 0 : (scores[slot]! * matched) / termCount;
    sectionScores[slot] = score;
    documents[slot] = document;
    if (candidateCount === 0 || score > best) best = score;
    candidates[candidateCount] = slot;
    candidateCount += 1;
  }
  const floor = best * MIN_SHARE_OF_BEST;
  const ranked: number[] = [];
  for (let at = 0; at < candidateCount; at += 1) {
    const slot = candidates[at]!;
    if (sectionScores[slot]! >= floor) ranked.push(slot);
  }
  ranked.sort((a, b) => sectionScores[b]! - sectionScores[a]! || scores[b]! - scores[a]! || a - b);
  const end = Math.min(ranked.length, request.offset + request.limit);
  const hits: SearchHit[] = [];
  for (let at = request.offset; at < end; at += 1) {
    const slot = ranked[at]!;
    hits.push({ id: combined.idOf(slot), score: sectionScores[slot]!, document: documents[slot]! });
  }
  return {
    count: ranked.length,
    hits,
    documents: ranked.map((slot) => documents[slot]!),
  };
}
