import type { PageRequest, RankedPage } from './ranked-page.js';
import type { DocumentRecord } from '../storage/entities.js';

export interface TextQuery {
  /** An empty term matches every document (score 1). */
  term: string;
  /** Restrict matching to these properties; every text property when absent. */
  properties?: string[];
  /** No prefix or fuzzy matching. */
  exact?: boolean;
  /**
   * Share of query terms a document may miss (1: any one term is enough, 0: every term is
   * needed), as the protocol's `threshold`.
   */
  threshold?: number;
  /**
   * A weight per query term (as the index normalises terms; absent terms weigh 1): the term's
   * matches count this much, and so does the term in the share of the query a match holds. For
   * the answers' retrieval, where a follow-up's own words outweigh the words of the conversation.
   * `/search` sends none, so it ranks exactly as the site's search box does.
   */
  termWeights?: ReadonlyMap<string, number>;
  /**
   * The query is what a reader typed (`/search`): a word of it that matches nothing, typed with two
   * neighbouring letters swapped, is searched as the word the index holds, as the site's search box
   * does. Never for the answers' own searches, whose words may be stems ("mani" is no "main").
   */
  typed?: boolean;
}

export interface TextMatch {
  id: string;
  score: number;
  /** Query terms that matched this document. */
  terms: string[];
}

/** Full-text index over one index's documents. The engine behind it is an implementation detail. */
export interface TextIndex {
  upsert(documents: readonly DocumentRecord[]): void;
  remove(ids: readonly string[]): void;
  /** Drop everything and index `documents` again. */
  rebuild(documents: Iterable<DocumentRecord>): void;
  search(query: TextQuery): TextMatch[];
  /**
   * `search`'s matches kept, ranked as rankSections ranks them and paged, when the index can do
   * it in one pass; undefined otherwise.
   */
  searchPage?(query: TextQuery, request: PageRequest): RankedPage | undefined;
  readonly fields: readonly string[];
}
