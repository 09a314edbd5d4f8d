import * as z from 'zod/mini';
import type { Transport } from './http/request.js';
import { parseResponse } from './http/validate.js';
import { ROUTES, resolveRoute } from './protocol/routes.js';

export interface CreateCollectionParams {
  id: string;
  description?: string;
  read_api_key?: string;
  write_api_key?: string;
}

const createdSchema = z.looseObject({
  id: z.string(),
  description: z.optional(z.string()),
  read_api_key: z.string(),
  write_api_key: z.string(),
});

const summarySchema = z.looseObject({
  id: z.string(),
  description: z.optional(z.string()),
  document_count: z.number(),
});

const detailSchema = z.looseObject({
  id: z.string(),
  description: z.optional(z.string()),
  document_count: z.number(),
  indexes: z.array(z.looseObject({ id: z.string() })),
});

export type CreatedCollection = z.output<typeof createdSchema>;
export type CollectionSummary = z.output<typeof summarySchema>;
export type CollectionDetail = z.output<typeof detailSchema>;

/** POST `/v1/collections/create` (master): the only answer that carries the new keys. */
export async function createCollection(
  transport: Transport,
  params: CreateCollectionParams,
): Promise<CreatedCollection> {
  const answer = await transport.call({
    ...ROUTES.createCollection,
    body: params,
  });
  return parseResponse(createdSchema, answer, '"/v1/collections/create"');
}

/** GET `/v1/collections` (master). */
export async function listCollections(transport: Transport): Promise<CollectionSummary[]> {
  const answer = await transport.call(ROUTES.listCollections);
  return parseResponse(z.array(summarySchema), answer, '"/v1/collections"');
}

/** GET `/v1/collections/{id}` (master). */
export async function getCollection(transport: Transport, id: string): Promise<CollectionDetail> {
  const route = resolveRoute(ROUTES.getCollection, { collectionID: id });
  const answer = await transport.call(route);
  return parseResponse(detailSchema, answer, `"${route.path}"`);
}
