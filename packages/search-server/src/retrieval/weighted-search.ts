import { rankSections } from '@hlf-docs/search-text';
import type { CollectionState } from '../storage/collection-state.js';
import type { SearchHit } from './search.js';

/** A hit of a weighted search, with the query terms it holds (for grounding and re-ranking). */
export interface WeightedHit extends SearchHit {
  terms: string[];
}

/**
 * The answers' retrieval: every index of the collection, searched with a weight per term (the
 * terms as the index normalises them), best first, without the hits under the relevance floor.
 * `/search` does not come here: its ranking stays the site's.
 */
export function searchWeighted(
  state: CollectionState,
  weights: ReadonlyMap<string, number>,
): WeightedHit[] {
  const term = [...weights.keys()].join(' ');
  if (term === '') return [];
  const hits: WeightedHit[] = [];
  for (const index of state.indexes.values()) {
    for (const match of index.text.search({ term, termWeights: weights })) {
      const document = index.documents.get(match.id);
      if (document) hits.push({ id: match.id, score: match.score, document, terms: match.terms });
    }
  }
  return rankSections(hits);
}
