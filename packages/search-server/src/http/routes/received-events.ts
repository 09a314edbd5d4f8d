import type { Context } from 'hono';
import { findStoreByKey, presentedKey } from '../auth.js';
import type { AppDeps } from '../context.js';
import { ApiError } from '../errors.js';
import type { CollectionStore } from '../../storage/collection-store.js';

/**
 * Identify and telemetry calls carry no collection id: the key (read or write) names the
 * collection whose event log receives the record.
 */
export function storeForEventKey(deps: AppDeps, c: Context): CollectionStore {
  const key = presentedKey(c);
  if (!key) {
    throw new ApiError(
      401,
      'unauthorized',
      'An API key is required: send the "api-key" query parameter',
    );
  }
  const found = findStoreByKey(deps, key);
  if (!found) {
    throw new ApiError(
      401,
      'unauthorized',
      'The API key is not the read or write key of any collection',
    );
  }
  return found.store;
}
