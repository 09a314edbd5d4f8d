import { LEVELS_SERVED_BY_KEY } from '@hlf-docs/search-client/protocol';
import type { SecurityLevel } from '@hlf-docs/search-client/protocol';
import type { Context, MiddlewareHandler } from 'hono';
import { digestKey, keyMatches } from '../security/keys.js';
import type { CollectionStore } from '../storage/collection-store.js';
import { ApiError, notFound } from './errors.js';
import type { AppDeps, AppEnv, Role } from './context.js';

const KEY_NEEDED: Record<SecurityLevel, string> = {
  'read-query': 'a read key',
  read: 'a read key',
  write: 'the write key',
  master: 'the master key',
};

/** The key from `Authorization: Bearer <key>` or else the `api-key` query parameter. */
export function presentedKey(c: Context): string | undefined {
  const header = c.req.header('authorization');
  if (header) {
    const match = /^Bearer\s+(.+)$/i.exec(header.trim());
    if (match?.[1]) return match[1].trim();
  }
  const query = c.req.query('api-key');
  return query && query !== '' ? query : undefined;
}

const missingKey = () =>
  new ApiError(
    401,
    'unauthorized',
    'An API key is required: send "Authorization: Bearer <key>" or the "api-key" query parameter',
  );

const unknownKey = () => new ApiError(401, 'unauthorized', 'The API key is not valid here');

function belowLevel(role: Role, level: SecurityLevel): ApiError {
  return new ApiError(
    403,
    'forbidden',
    `This call needs ${KEY_NEEDED[level]} (level ${level}); the key sent is a ${role} key`,
  );
}

/** The role a key has on one collection. Every digest is compared, with no early exit. */
function roleOn(deps: AppDeps, key: string, store: CollectionStore | undefined): Role | undefined {
  const digest = digestKey(key);
  const isMaster = keyMatches(digest, deps.masterKeyDigest);
  const isWrite = store
    ? keyMatches(digest, Buffer.from(store.state.meta.write_key_digest, 'hex'))
    : false;
  const isRead = store
    ? keyMatches(digest, Buffer.from(store.state.meta.read_key_digest, 'hex'))
    : false;
  if (isMaster) return 'master';
  if (isWrite) return 'write';
  if (isRead) return 'read';
  return undefined;
}

/**
 * Check a key against a collection at a level. Unknown keys get 401 before we say whether the
 * collection exists, so a stranger cannot probe collection ids.
 */
export function authorizeCollection(
  deps: AppDeps,
  c: Context,
  collectionId: string,
  level: SecurityLevel,
): { store: CollectionStore; role: Role } {
  const key = presentedKey(c);
  if (!key) throw missingKey();
  const store = deps.registry.get(collectionId);
  const role = roleOn(deps, key, store);
  if (!role) throw unknownKey();
  if (!LEVELS_SERVED_BY_KEY[role].includes(level)) throw belowLevel(role, level);
  if (!store) throw notFound(`Collection "${collectionId}" not found`);
  return { store, role };
}

/** Management calls need the master key; a valid collection key gets 403, anything else 401. */
export function authorizeMaster(deps: AppDeps, c: Context): void {
  const key = presentedKey(c);
  if (!key) throw missingKey();
  const digest = digestKey(key);
  if (keyMatches(digest, deps.masterKeyDigest)) return;
  const store = findStoreByKey(deps, key);
  if (store) throw belowLevel(store.role, 'master');
  throw unknownKey();
}

/**
 * For a call whose body names the collection: refuse a missing or unknown key (401) before the
 * body is read, so a stranger learns nothing from the validation of a body.
 */
export function requireKnownKey(deps: AppDeps, c: Context): void {
  const key = presentedKey(c);
  if (!key) throw missingKey();
  if (keyMatches(digestKey(key), deps.masterKeyDigest)) return;
  if (!findStoreByKey(deps, key)) throw unknownKey();
}

/** The collection a read or write key belongs to (for calls that carry no collection id). */
export function findStoreByKey(
  deps: AppDeps,
  key: string,
): { store: CollectionStore; role: Role } | undefined {
  let found: { store: CollectionStore; role: Role } | undefined;
  for (const store of deps.registry.list()) {
    const role = roleOn(deps, key, store);
    if (role === 'write' || role === 'read') found ??= { store, role };
  }
  return found;
}

/** Middleware for `/v1/collections/:collectionID/...` routes. */
export function requireLevel(deps: AppDeps, level: SecurityLevel): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { store, role } = authorizeCollection(deps, c, c.req.param('collectionID') ?? '', level);
    c.set('store', store);
    c.set('role', role);
    await next();
  };
}
