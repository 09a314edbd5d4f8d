import { rankSections } from '@hlf-docs/search-text';
import type { CollectionState } from '../storage/collection-state.js';
import type { DocumentRecord } from '../storage/entities.js';
import { computeFacets } from './facets.js';
import type { FacetRequest, FacetResult } from './facets.js';
import { compileWhere, whereKey } from './filters.js';
import type { WhereClause } from './filters.js';

export interface SearchParams {
  term: string;
  /** Only full-text exists here; `vector`, `hybrid` and `auto` run full-text too. */
  mode?: 'fulltext' | 'vector' | 'hybrid' | 'auto';
  limit?: number;
  offset?: number;
  properties?: string[];
  where?: WhereClause;
  facets?: Record<string, FacetRequest>;
  indexes?: string[];
  threshold?: number;
  exact?: boolean;
  /** What each hit's document carries (document-shape.ts); the search itself ignores them. */
  select?: string[];
  snippet?: { property: string; length: number };
}

export interface SearchHit {
  id: string;
  score: number;
  document: DocumentRecord;
}

export interface SearchResult {
  count: number;
  hits: SearchHit[];
  facets?: Record<string, FacetResult>;
}

export class UnknownIndexError extends Error {
  constructor(readonly indexId: string) {
    super(`indexes: unknown index "${indexId}"`);
  }

  /** What the answer to the request says: the caller's mistake, in the request's field. */
  get requestMessage(): string {
    return `Invalid body: "indexes": unknown index "${this.indexId}"`;
  }
}

export const DEFAULT_LIMIT = 10;

/** Full-text search over the chosen indexes of a collection, then where, ranking, facets, paging. */
export function searchCollection(state: CollectionState, params: SearchParams): SearchResult {
  const chosen =
    params.indexes && params.indexes.length > 0 ? params.indexes : [...state.indexes.keys()];
  const indexes = chosen.map((indexId) => {
    const index = state.indexes.get(indexId);
    if (!index) throw new UnknownIndexError(indexId);
    return index;
  });
  const kept = compileWhere(params.where);
  const offset = params.offset ?? 0;
  const limit = params.limit ?? DEFAULT_LIMIT;
  const query = {
    term: params.term,
    properties: params.properties,
    exact: params.exact,
    threshold: params.threshold,
    typed: true,
  };
  // One index (the site's collection has one): ranked and paged in one pass where it can.
  const only = indexes.length === 1 ? indexes[0]! : undefined;
  const page = only?.text.searchPage?.(query, {
    kept,
    documentOf: (id) => only.documents.get(id),
    whereKey: whereKey(params.where),
    offset,
    limit,
  });
  if (page) {
    return withFacets({ count: page.count, hits: page.hits }, page.documents, params.facets);
  }
  const matches: SearchHit[] = [];
  for (const index of indexes) {
    for (const match of index.text.search(query)) {
      const document = index.documents.get(match.id);
      if (document && kept(document)) {
        matches.push({ id: match.id, score: match.score, document });
      }
    }
  }
  // Best first, without the hits far below the best, as the site's search box ranks sections.
  const ranked = rankSections(matches);
  return withFacets(
    { count: ranked.length, hits: ranked.slice(offset, offset + limit) },
    ranked.map((match) => match.document),
    params.facets,
  );
}

/** The result with the facets asked for, counted over every ranked match's document. */
function withFacets(
  result: SearchResult,
  documents: readonly DocumentRecord[],
  facets: Record<string, FacetRequest> | undefined,
): SearchResult {
  if (facets && Object.keys(facets).length > 0) result.facets = computeFacets(documents, facets);
  return result;
}
