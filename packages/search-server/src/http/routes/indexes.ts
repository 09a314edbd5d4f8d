import { ROUTES } from '@hlf-docs/search-client/protocol';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { DocumentRecord } from '../../storage/entities.js';
import { onCollectionRoute, pathParam } from '../protocol-route.js';
import { parseBody } from '../body.js';
import type { AppDeps, AppEnv } from '../context.js';
import { badRequest, conflict, notFound } from '../errors.js';

const indexId = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/, 'must be 1-128 letters, digits, ".", "-" or "_"');

const createIndexBody = z.object({
  id: indexId,
  embedding: z
    .union([z.enum(['automatic', 'all_properties']), z.array(z.string().min(1)).min(1)])
    .default('automatic'),
});

const deleteIndexBody = z.object({ index_id_to_delete: z.string().min(1) });

/** Each document needs an id; numbers are accepted and kept as their decimal text. */
const documentSchema = z.looseObject({
  id: z.union([z.string().min(1).max(512), z.number().transform(String)]),
});

/** An array of documents; a single object is wrapped, as the client does. */
const insertDocumentsBody = z
  .union([z.array(documentSchema).max(100_000), documentSchema.transform((document) => [document])])
  .transform((documents) => documents as DocumentRecord[]);

const deleteDocumentsBody = z.array(z.union([z.string().min(1), z.number().transform(String)]));

/** Indexes and their documents (write key). */
export function registerIndexRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  onCollectionRoute(app, deps, ROUTES.createIndex, async (c) => {
    const body = await parseBody(c, createIndexBody);
    await c.var.store.write((state) => {
      if (state.indexes.has(body.id)) throw conflict(`Index "${body.id}" already exists`);
      return {
        operations: [{ op: 'index.create', index: { id: body.id, embedding: body.embedding } }],
        result: null,
      };
    });
    return c.json({});
  });

  onCollectionRoute(app, deps, ROUTES.deleteIndex, async (c) => {
    const body = await parseBody(c, deleteIndexBody);
    await c.var.store.write((state) => {
      if (!state.indexes.has(body.index_id_to_delete)) {
        throw notFound(`Index "${body.index_id_to_delete}" not found`);
      }
      return { operations: [{ op: 'index.delete', id: body.index_id_to_delete }], result: null };
    });
    return c.json({});
  });

  onCollectionRoute(app, deps, ROUTES.reindex, async (c) => {
    const id = pathParam(c, 'indexID');
    await c.var.store.exclusive(() => {
      const index = c.var.store.state.indexes.get(id);
      if (!index) throw notFound(`Index "${id}" not found`);
      index.rebuildText();
    });
    return c.json({});
  });

  onCollectionRoute(app, deps, ROUTES.insertDocuments, async (c) => {
    const id = pathParam(c, 'indexID');
    const documents = await parseBody(c, insertDocumentsBody);
    const ids = new Set<string>();
    for (const [position, document] of documents.entries()) {
      if (ids.has(document.id)) {
        throw badRequest(
          `Invalid body: "[${position}].id": duplicate id "${document.id}" in one request`,
        );
      }
      ids.add(document.id);
    }
    await c.var.store.write((state) => {
      if (!state.indexes.has(id)) throw notFound(`Index "${id}" not found`);
      if (documents.length === 0) return { operations: [], result: null };
      return { operations: [{ op: 'documents.upsert', index: id, documents }], result: null };
    });
    return c.json({});
  });

  onCollectionRoute(app, deps, ROUTES.deleteDocuments, async (c) => {
    const id = pathParam(c, 'indexID');
    const ids = await parseBody(c, deleteDocumentsBody);
    await c.var.store.write((state) => {
      if (!state.indexes.has(id)) throw notFound(`Index "${id}" not found`);
      if (ids.length === 0) return { operations: [], result: null };
      return { operations: [{ op: 'documents.delete', index: id, ids }], result: null };
    });
    return c.json({});
  });
}
