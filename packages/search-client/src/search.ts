import * as z from 'zod/mini';
import { formatDuration } from './format-duration.js';
import type { Transport } from './http/request.js';
import { parseResponse } from './http/validate.js';
import { ROUTES } from './protocol/routes.js';
import { searchHitsSchema } from './protocol/search-hits.js';
import type { SearchHit } from './protocol/search-hits.js';
import type { SearchShape } from './protocol/search-shape.js';

export type { SearchHit };

export type SearchMode = 'fulltext' | 'vector' | 'hybrid' | 'auto';

/** `select` and `snippet` are our service's (PROTOCOL.md, "Search hits"); others may ignore them. */
export interface SearchParams extends SearchShape {
  term: string;
  mode?: SearchMode;
  limit?: number;
  offset?: number;
  properties?: string[];
  where?: Record<string, unknown>;
  facets?: Record<string, unknown>;
  /** The indexes to search; `datasourceIDs` is the older name of the same thing. */
  indexes?: string[];
  datasourceIDs?: string[];
  threshold?: number;
  exact?: boolean;
}

export interface FacetResult {
  count: number;
  values: Record<string, number>;
}

export interface SearchResult<TDocument = Record<string, unknown>> {
  count: number;
  hits: SearchHit<TDocument>[];
  facets?: Record<string, FacetResult>;
  /** Added by the client: the round trip, in ms and for display. */
  elapsed: { raw: number; formatted: string };
}

const searchResultSchema = z.looseObject({
  count: z.number(),
  hits: searchHitsSchema,
  facets: z.optional(
    z.record(
      z.string(),
      z.looseObject({ count: z.number(), values: z.record(z.string(), z.number()) }),
    ),
  ),
});

export const statsSchema = z.looseObject({
  id: z.string(),
  document_count: z.number(),
  indexes: z.array(z.looseObject({ id: z.string(), document_count: z.number() })),
});

export type CollectionStats = z.output<typeof statsSchema>;

/** Build the `/search` body: `datasourceIDs` becomes `indexes`, the caller's object is untouched. */
export function searchBody(params: SearchParams): Record<string, unknown> {
  const { datasourceIDs, indexes, ...rest } = params;
  const body: Record<string, unknown> = { ...rest };
  const chosen = indexes ?? datasourceIDs;
  if (chosen !== undefined) body.indexes = chosen;
  return body;
}

/** POST `/search` (read-query). */
export async function search<TDocument = Record<string, unknown>>(
  transport: Transport,
  params: SearchParams,
  options: { signal?: AbortSignal } = {},
): Promise<SearchResult<TDocument>> {
  const started = now();
  const answer = await transport.call({
    ...ROUTES.search,
    body: searchBody(params),
    signal: options.signal,
  });
  const raw = now() - started;
  const result = parseResponse(searchResultSchema, answer, '"/search"');
  return {
    ...(result as Omit<SearchResult<TDocument>, 'elapsed'>),
    elapsed: { raw, formatted: formatDuration(raw) },
  };
}

/** GET `/stats` (read-query). */
export async function getStats(transport: Transport): Promise<CollectionStats> {
  const answer = await transport.call(ROUTES.stats);
  return parseResponse(statsSchema, answer, '"/stats"');
}

function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}
