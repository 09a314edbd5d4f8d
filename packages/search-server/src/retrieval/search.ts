import { rankSections } from '@hlf-docs/search-text';
import type { CollectionState } from '../storage/collection-state.js';
import type { DocumentRecord } from '../storage/entities.js';
import { computeFacets } from './facets.js';
import type { FacetRequest, FacetResult } from './facets.js';
import { compileWhere } from './filters.js';
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
  const matches: SearchHit[] = [];
  const kept = compileWhere(params.where);
  for (const indexId of chosen) {
    const index = state.indexes.get(indexId);
    if (!index) throw new UnknownIndexError(indexId);
    for (const match of index.text.search({
      term: params.term,
      properties: params.properties,
      exact: params.exact,
      threshold: params.threshold,
    })) {
      const document = index.documents.get(match.id);
      if (document && kept(document)) {
        matches.push({ id: match.id, score: match.score, document });
      }
    }
  }
  // Best first, without the hits far below the best, as the site's search box ranks sections.
  const ranked = rankSections(matches);
  const offset = params.offset ?? 0;
  const limit = params.limit ?? DEFAULT_LIMIT;
  const result: SearchResult = {
    count: ranked.length,
    hits: ranked.slice(offset, offset + limit),
  };
  if (params.facets && Object.keys(params.facets).length > 0) {
    result.facets = computeFacets(
      ranked.map((match) => match.document),
      params.facets,
    );
  }
  return result;
}
