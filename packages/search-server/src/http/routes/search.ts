import { ROUTES } from '@hlf-docs/search-client/protocol';
import type { Hono } from 'hono';
import { searchCollection, UnknownIndexError } from '../../retrieval/search.js';
import { searchResultBytes } from '../../retrieval/result-json.js';
import type { SearchResult } from '../../retrieval/search.js';
import { SearchCache } from '../../retrieval/search-cache.js';
import type { CollectionState } from '../../storage/collection-state.js';
import type { CollectionStore } from '../../storage/collection-store.js';
import { SearchRefusedError } from '../../workers/search-pool.js';
import type { SearchPool } from '../../workers/search-pool.js';
import { onCollectionRoute } from '../protocol-route.js';
import { parseBody } from '../body.js';
import type { AppDeps, AppEnv } from '../context.js';
import { ApiError, badRequest } from '../errors.js';
import { searchRequestBody } from './search-schema.js';
import type { SearchBody } from './search-schema.js';

/**
 * How many bytes of answers each collection keeps. The answers are kept as the JSON bytes sent:
 * writing out the documents of the hits (the site asks for 60 sections at a keystroke) and
 * encoding them cost more than finding them, so a repeated search costs neither.
 */
export const SEARCH_CACHE_BYTES = 32 * 1024 * 1024;

/** Each collection's recent searches (a collection's state lives as long as it is open). */
const caches = new WeakMap<CollectionState, SearchCache<Uint8Array>>();

/** The searches sent to a thread and not answered yet, by revision and request. */
const inFlight = new WeakMap<CollectionState, Map<string, Promise<Uint8Array>>>();

function flightsOf(state: CollectionState): Map<string, Promise<Uint8Array>> {
  let flights = inFlight.get(state);
  if (!flights) {
    flights = new Map();
    inFlight.set(state, flights);
  }
  return flights;
}

function cacheOf(state: CollectionState): SearchCache<Uint8Array> {
  let cache = caches.get(state);
  if (!cache) {
    cache = new SearchCache<Uint8Array>(SEARCH_CACHE_BYTES, (bytes) => bytes.byteLength);
    caches.set(state, cache);
  }
  return cache;
}

/** Run a validated search; an unknown index is the caller's mistake (400), not ours. */
export function runSearch(state: CollectionState, body: SearchBody): SearchResult {
  try {
    return searchCollection(state, { ...body, indexes: body.indexes ?? body.datasourceIDs });
  } catch (error) {
    if (error instanceof UnknownIndexError) {
      throw badRequest(error.requestMessage);
    }
    throw error;
  }
}

/**
 * A search's answer as JSON bytes: from the cache when the same search was answered since the
 * collection last changed (readers type the same prefixes and open the same pages), else from a
 * search thread, or from this thread when there are none.
 */
export async function searchAnswerBytes(
  store: CollectionStore,
  body: SearchBody,
  pool: SearchPool | undefined,
): Promise<Uint8Array> {
  const { state } = store;
  const key = JSON.stringify(body);
  const revision = state.revision;
  const cache = cacheOf(state);
  const cached = cache.lookup(revision, key);
  if (cached !== undefined) return cached;
  if (!pool || pool.size === 0) {
    const bytes = searchResultBytes(runSearch(state, body), body);
    cache.keep(revision, key, bytes);
    return bytes;
  }
  // Readers type the same prefixes at the same moment: one search thread answers them all.
  const flights = flightsOf(state);
  const flight = `${revision}\n${key}`;
  let pending = flights.get(flight);
  if (!pending) {
    pending = pool
      .search(store.id, { ...body, indexes: body.indexes ?? body.datasourceIDs })
      .then((bytes) => {
        cache.keep(revision, key, bytes);
        return bytes;
      }, refusedAsApiError)
      .finally(() => flights.delete(flight));
    flights.set(flight, pending);
  }
  return pending;
}

/** A thread's refusal as the answer the main thread would have given. */
function refusedAsApiError(error: unknown): never {
  if (error instanceof SearchRefusedError && error.refusal.status !== 500) {
    throw new ApiError(
      error.refusal.status,
      error.refusal.status === 404 ? 'not_found' : 'invalid_body',
      error.refusal.message,
    );
  }
  throw error;
}

export function registerSearchRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  onCollectionRoute(app, deps, ROUTES.search, async (c) => {
    const body = await parseBody(c, searchRequestBody);
    const bytes = await searchAnswerBytes(c.var.store, body, deps.searchPool);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/json',
    });
  });
}
