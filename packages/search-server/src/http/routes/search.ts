import { ROUTES } from '@hlf-docs/search-client/protocol';
import type { Hono } from 'hono';
import { searchCollection, UnknownIndexError } from '../../retrieval/search.js';
import type { SearchResult } from '../../retrieval/search.js';
import type { CollectionState } from '../../storage/collection-state.js';
import { onCollectionRoute } from '../protocol-route.js';
import { parseBody } from '../body.js';
import type { AppDeps, AppEnv } from '../context.js';
import { badRequest } from '../errors.js';
import { searchBody } from './search-schema.js';
import type { SearchBody } from './search-schema.js';

/** Run a validated search; an unknown index is the caller's mistake (400), not ours. */
export function runSearch(state: CollectionState, body: SearchBody): SearchResult {
  try {
    return searchCollection(state, {
      ...body,
      indexes: body.indexes ?? body.datasourceIDs,
    });
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
