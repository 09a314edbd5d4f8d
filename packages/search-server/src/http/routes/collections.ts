import { ROUTES } from '@hlf-docs/search-client/protocol';
import type { Hono } from 'hono';
import { z } from 'zod';
import { digestKey, generateKey, keyMatches } from '../../security/keys.js';
import type { CollectionState } from '../../storage/collection-state.js';
import type { CollectionMeta } from '../../storage/entities.js';
import { COLLECTION_ID_PATTERN, CollectionExistsError } from '../../storage/registry.js';
import { authorizeCollection, authorizeMaster, requireKnownKey } from '../auth.js';
import { parseBody } from '../body.js';
import { pathParam, routePattern } from '../protocol-route.js';
import type { AppDeps, AppEnv } from '../context.js';
import { badRequest, conflict, notFound } from '../errors.js';

const apiKey = z.string().min(16, 'must be at least 16 characters').max(256);

const createCollectionBody = z.object({
  id: z
    .string()
    .regex(
      COLLECTION_ID_PATTERN,
      'must be 1-64 letters, digits, "-" or "_", starting with a letter or digit',
    ),
  description: z.string().max(1000).optional(),
  read_api_key: apiKey.optional(),
  write_api_key: apiKey.optional(),
});

const listDocumentsBody = z.object({ id: z.string().min(1) });

export function indexSummaries(state: CollectionState) {
  return [...state.indexes.values()].map((index) => ({
    id: index.meta.id,
    embedding: index.meta.embedding,
    document_count: index.documents.size,
  }));
}

/** Collection management (master key), and listing a collection's documents (write key). */
export function registerCollectionRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { createCollection, listCollections, listDocuments, getCollection } = ROUTES;
  app.on(createCollection.method, routePattern(createCollection), async (c) => {
    authorizeMaster(deps, c);
    const body = await parseBody(c, createCollectionBody);
    const readKey = body.read_api_key ?? generateKey('read');
    const writeKey = body.write_api_key ?? generateKey('write');
    if (readKey === writeKey)
      throw badRequest('Invalid body: "write_api_key": must differ from read_api_key');
    for (const [field, key] of [
      ['read_api_key', readKey],
      ['write_api_key', writeKey],
    ] as const) {
      const digest = digestKey(key);
      if (keyMatches(digest, deps.masterKeyDigest)) {
        throw badRequest(`Invalid body: "${field}": must differ from the master key`);
      }
      // A key is how a request finds its collection: one shared by two collections would let the
      // holder of one's public read key act on the other (a write key of one made the read key of
      // another, published in a site, gives every reader write access to the first).
      const taken = deps.registry
        .list()
        .some(({ state: { meta } }) =>
          [meta.read_key_digest, meta.write_key_digest].some((stored) =>
            keyMatches(digest, Buffer.from(stored, 'hex')),
          ),
        );
      if (taken) throw badRequest(`Invalid body: "${field}": already a key of another collection`);
    }
    const meta: CollectionMeta = {
      id: body.id,
      description: body.description ?? '',
      read_key_digest: digestKey(readKey).toString('hex'),
      write_key_digest: digestKey(writeKey).toString('hex'),
      created_at: new Date().toISOString(),
    };
    try {
      await deps.registry.create(meta);
    } catch (error) {
      if (error instanceof CollectionExistsError) throw conflict(error.message);
      throw error;
    }
    // The only time the collection keys are ever returned: only their digests are stored.
    return c.json(
      {
        id: meta.id,
        description: meta.description,
        read_api_key: readKey,
        write_api_key: writeKey,
      },
      201,
    );
  });

  app.on(listCollections.method, routePattern(listCollections), (c) => {
    authorizeMaster(deps, c);
    return c.json(
      deps.registry.list().map((store) => ({
        id: store.id,
        description: store.state.meta.description,
        document_count: store.state.documentCount,
      })),
    );
  });

  app.on(listDocuments.method, routePattern(listDocuments), async (c) => {
    requireKnownKey(deps, c);
    const body = await parseBody(c, listDocumentsBody);
    const { store } = authorizeCollection(deps, c, body.id, listDocuments.level);
    const documents = [...store.state.indexes.values()].flatMap((index) => [
      ...index.documents.values(),
    ]);
    return c.json(documents);
  });

  app.on(getCollection.method, routePattern(getCollection), (c) => {
    authorizeMaster(deps, c);
    const id = pathParam(c, 'collectionID');
    const store = deps.registry.get(id);
    if (!store) throw notFound(`Collection "${id}" not found`);
    return c.json({
      id: store.id,
      description: store.state.meta.description,
      document_count: store.state.documentCount,
      indexes: indexSummaries(store.state),
      created_at: store.state.meta.created_at,
    });
  });
}
