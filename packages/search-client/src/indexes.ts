import { InvalidInputError } from './errors.js';
import type { Transport } from './http/request.js';
import { ROUTES, resolveRoute } from './protocol/routes.js';

/** `automatic`, `all_properties`, or the names of the properties to embed. */
export type EmbeddingSetting = 'automatic' | 'all_properties' | string[];

export interface CreateIndexParams {
  id: string;
  embedding: EmbeddingSetting;
}

export type CollectionDocument = { id: string } & Record<string, unknown>;

function requireId(value: unknown, what: string): string {
  if (typeof value !== 'string' || value === '') {
    throw new InvalidInputError(`${what} must be a non-empty string`);
  }
  return value;
}

/** POST `/indexes/create` (write). */
export async function createIndex(transport: Transport, params: CreateIndexParams): Promise<void> {
  requireId(params?.id, 'Index id');
  await transport.call({
    ...ROUTES.createIndex,
    body: { id: params.id, embedding: params.embedding },
  });
}

/** POST `/indexes/delete` (write). */
export async function deleteIndex(transport: Transport, id: string): Promise<void> {
  requireId(id, 'Index id');
  await transport.call({
    ...ROUTES.deleteIndex,
    body: { index_id_to_delete: id },
  });
}

/** The calls on one index: reindex, insert and delete documents (all write). */
export class IndexHandle {
  readonly id: string;

  constructor(
    private readonly transport: Transport,
    id: string,
  ) {
    this.id = requireId(id, 'Index id');
  }

  async reindex(): Promise<void> {
    await this.transport.call(resolveRoute(ROUTES.reindex, { indexID: this.id }));
  }

  /** One document or many; inserting an existing id replaces that document. */
  async insertDocuments(documents: CollectionDocument | CollectionDocument[]): Promise<void> {
    const list = Array.isArray(documents) ? documents : [documents];
    for (const [n, document] of list.entries()) {
      if (typeof document !== 'object' || document === null) {
        throw new InvalidInputError(`Document ${n} must be an object`);
      }
      requireId(document.id, `The id of document ${n}`);
    }
    await this.transport.call({
      ...resolveRoute(ROUTES.insertDocuments, { indexID: this.id }),
      body: list,
    });
  }

  async deleteDocuments(ids: string | string[]): Promise<void> {
    const list = Array.isArray(ids) ? ids : [ids];
    for (const id of list) requireId(id, 'A document id');
    await this.transport.call({
      ...resolveRoute(ROUTES.deleteDocuments, { indexID: this.id }),
      body: list,
    });
  }
}

/** POST `/v1/collections/list` (write): every document of the collection. */
export async function listDocuments(transport: Transport): Promise<CollectionDocument[]> {
  const answer = await transport.call({
    ...ROUTES.listDocuments,
    body: { id: transport.collectionID },
  });
  return answer as CollectionDocument[];
}
