import { MIN_SHARE_OF_BEST } from '@hlf-docs/search-text';
import type { DocumentRecord } from '../storage/entities.js';
import type { KeptDocuments } from './kept-documents.js';
import type { SearchHit } from './search.js';
import type { CombinedMatches } from './term-matches.js';

/** What a search box's search keeps of the matches, and which of them it sends. */
export interface PageRequest {
  /** The search's `where`. */
  kept(document: DocumentRecord): boolean;
  documentOf(id: string): DocumentRecord | undefined;
  /**
   * The `where` as a key: searches with equal keys keep the same documents, so the index may
   * remember which it kept until its next write. Absent: every document is tested at each search.
   */
  whereKey?: string;
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
  remembered?: KeptDocuments,
): RankedPage {
  const { size, scores, matchedCounts } = combined;
  const find = (slot: number) => {
    const document = request.documentOf(combined.idOf(slot));
    return document !== undefined && request.kept(document) ? document : undefined;
  };
  if (scratch.candidates.length < size) scratch = slotArrays(size);
  const { sectionScores, documents, candidates } = scratch;
  let candidateCount = 0;
  let best = 0;
  for (let slot = 0; slot < size; slot += 1) {
    const matched = matchedCounts[slot]!;
    if (matched < neededTerms) continue;
    const document = remembered
      ? remembered.keptDocument(combined.numberOf(slot), slot, find)
      : find(slot);
    if (document === undefined) continue;
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
  ranked.sort((a, b) => {
    // -1, 0 or 1 rather than the scores' difference: a fraction returned to the sort is a new
    // heap number at each of the ten thousand comparisons of a two-letter prefix.
    const bySection = sectionScores[b]! - sectionScores[a]!;
    if (bySection !== 0) return bySection > 0 ? 1 : -1;
    const byEngine = scores[b]! - scores[a]!;
    if (byEngine !== 0) return byEngine > 0 ? 1 : -1;
    return a - b;
  });
  const end = Math.min(ranked.length, request.offset + request.limit);
  const hits: SearchHit[] = [];
  for (let at = request.offset; at < end; at += 1) {
    const slot = ranked[at]!;
    hits.push({ id: combined.idOf(slot), score: sectionScores[slot]!, document: documents[slot]! });
  }
  const page = { count: ranked.length, hits, documents: ranked.map((slot) => documents[slot]!) };
  // The kept documents no longer need the scratch: it holds none for the next search to see.
  for (let at = 0; at < candidateCount; at += 1) documents[candidates[at]!] = undefined;
  return page;
}

/** Arrays for the slots of one search (`size` of them at most), written over by the next. */
function slotArrays(size: number) {
  return {
    sectionScores: new Float64Array(size),
    documents: new Array<DocumentRecord | undefined>(size).fill(undefined),
    candidates: new Int32Array(size),
  };
}

// A search thread ranks thousands of searches a second, one at a time: the same arrays serve each
// (grown when one matches more), rather than three new ones per search for its young generation to
// collect.
let scratch = slotArrays(0);
