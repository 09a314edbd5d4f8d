import { rankSections } from '@hlf-docs/search-text';
import type { CollectionState } from '../storage/collection-state.js';
import type { IndexState } from '../storage/collection-state.js';
import { addCounts, questionStems } from './answer-index.js';
import type { SearchHit } from './search.js';
import type { TextMatch } from './text-index.js';

// The answers' retrieval, over every index of the collection, with a weight per term (the terms
// as the search pipeline normalises them). `/search` does not come here: its ranking stays the
// site's.

/** A hit of a weighted search, with the query terms it holds (for grounding and re-ranking). */
export interface WeightedHit extends SearchHit {
  terms: string[];
}

/**
 * How much the search box's ranking counts beside the answers' index, each first scaled to its
 * own best hit (1). Each alone put the right section first for fewer questions of the two
 * development sets than the two together (see the server's README, "Answer quality").
 */
export const SEARCH_BOX_SHARE = 0.75;

function hitsOf(
  state: CollectionState,
  search: (index: IndexState) => readonly TextMatch[],
): WeightedHit[] {
  const hits: WeightedHit[] = [];
  for (const index of state.indexes.values()) {
    for (const match of search(index)) {
      const document = index.documents.get(match.id);
      if (document) hits.push({ ...match, document });
    }
  }
  return hits;
}

/**
 * The search box's matches (prefixes and typos, headings weighed high), unordered: it finds
 * "certs" in "certificates", a section named after the question, and the pages the site's own
 * search would list first.
 */
export function searchBoxHits(
  state: CollectionState,
  weights: ReadonlyMap<string, number>,
): WeightedHit[] {
  if (weights.size === 0) return [];
  const term = [...weights.keys()].join(' ');
  return hitsOf(state, (index) => index.text.search({ term, termWeights: weights }));
}

/**
 * The answers' indexes' matches (whole words and their stems, BM25F), unordered, each index
 * scored with the counts of the whole collection.
 */
export function answerIndexHits(
  state: CollectionState,
  weights: ReadonlyMap<string, number>,
): WeightedHit[] {
  const stems = questionStems(weights);
  if (stems.size === 0) return [];
  const counts = addCounts(
    [...state.indexes.values()].map((index) => index.answers.counts(stems.keys())),
  );
  return hitsOf(state, (index) => index.answers.search(stems, counts));
}

/**
 * The two searches as one ranking: a section's score is its share of the best score in each,
 * added up, at SEARCH_BOX_SHARE for the search box's. The answers' index finds the section whose
 * body answers a sentence; the search box's finds what the other misses by a letter. Best first,
 * without the hits under the relevance floor.
 */
export function combineRankings(
  answerIndex: readonly WeightedHit[],
  searchBox: readonly WeightedHit[],
): WeightedHit[] {
  const combined = new Map<string, WeightedHit>();
  const add = (hits: readonly WeightedHit[], share: number) => {
    // A loop, not Math.max(...scores): a large collection's hits would overflow the call's arguments.
    let best = 0;
    for (const each of hits) best = Math.max(best, each.score);
    if (best === 0) return;
    for (const each of hits) {
      const score = (share * each.score) / best;
      const known = combined.get(each.id);
      if (known) {
        known.score += score;
        known.terms = [...new Set([...known.terms, ...each.terms])];
      } else combined.set(each.id, { ...each, score });
    }
  };
  add(answerIndex, 1);
  add(searchBox, SEARCH_BOX_SHARE);
  return rankSections([...combined.values()]);
}
