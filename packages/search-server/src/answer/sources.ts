import type { AnswerRequest } from '@hlf-docs/search-client/protocol';
import { searchCollection } from '../retrieval/search.js';
import type { SearchHit } from '../retrieval/search.js';
import type { CollectionState } from '../storage/collection-state.js';
import { contentWords } from '../text/tokens.js';

const FOLLOW_UP_START = /^\s*(and|also|then|what about|how about|and what about|same for)\b/i;

/**
 * The search text for a question: its content words. A follow-up ("and for orderers?", or any
 * question of one content word) borrows the content words of the previous user turn so the
 * search keeps the topic.
 */
export function optimizeQuery(query: string, history: AnswerRequest['messages']): string {
  const own = contentWords(query);
  if (own.length < 2 || FOLLOW_UP_START.test(query)) {
    const previous = [...history].reverse().find((message) => message.role === 'user');
    if (previous) {
      const borrowed = contentWords(previous.content).filter((word) => !own.includes(word));
      const combined = [...own, ...borrowed];
      if (combined.length > 0) return [...new Set(combined)].join(' ');
    }
  }
  return own.length > 0 ? [...new Set(own)].join(' ') : query.trim();
}

/**
 * The sections an answer may use: the best `max_documents` hits whose score is at least
 * `min_similarity` of the best hit's score (a relative cut, since full-text scores are unbounded).
 */
export function findSources(
  state: CollectionState,
  optimized: string,
  request: AnswerRequest,
): SearchHit[] {
  if (optimized.trim() === '') return [];
  // Every index of the collection: the protocol's answer request names none.
  const { hits } = searchCollection(state, { term: optimized, limit: request.max_documents });
  const best = hits[0]?.score ?? 0;
  return hits.filter((hit) => hit.score >= best * request.min_similarity);
}
