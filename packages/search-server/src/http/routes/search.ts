import { ROUTES } from '@hlf-docs/search-client/protocol';
import type { Hono } from 'hono';
import { searchCollection, UnknownIndexError } from '../../retrieval/search.js';
import type { SearchResult } from '../../retrieval/search.js';
import { SearchCache } from '../../retrieval/search-cache.js';
import type { CollectionState } from '../../storage/collection-state.js';
import { onCollectionRoute } from '../protocol-route.js';
import { parseBody } from '../body.js';
import type { AppDeps, AppEnv } from '../context.js';
import { badRequest } from '../errors.js';
import { searchBody } from './search-schema.js';
import type { SearchBody } from './search-schema.js';

/** Each collection's recent searches (a collection's state lives as long as it is open). */
const caches = new WeakMap<CollectionState, SearchCache<SearchResult>>();

function cacheOf(state: CollectionState): SearchCache<SearchResult> {
  let cache = caches.get(state);
  if (!cache) {
    cache = new SearchCache();
    caches.set(state, cache);
  }
  return cache;
}

/**
 * Run a validated search; an unknown index is the caller's mistake (400), not ours. A search
 * asked again before the collection changes is answered from the cache: readers type the same
 * prefixes and open the same pages. Callers must not change the result they get.
 */
export function runSearch(state: CollectionState, body: SearchBody): SearchResult {
  try {
    return cacheOf(state).get(state.revision, JSON.stringify(body), () =>
      searchCollection(state, { ...body, indexes: body.indexes ?? body.datasourceIDs }),
    );
  } catch (error) {
    if (error instanceof UnknownIndexError) {
      throw badRequest(`Invalid body: "indexes": unknown index "${error.indexId}"`);
    }
    throw error;
  }
}

export function registerSearchRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  onCollectionRoute(app, deps, ROUTES.search, async (c) => {
    const body = await parseBody(c, searchBody);
    return c.json(runSearch(c.var.store.state, body));
  });
}
