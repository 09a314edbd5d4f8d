import { InvalidInputError } from './errors.js';
import type { Transport } from './http/request.js';

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
    method: 'POST',
    path: '/indexes/create',
    level: 'write',
    body: { id: params.id, embedding: params.embedding },
  });
}

/** POST `/indexes/delete` (write). */
export async function deleteIndex(transport: Transport, id: string): Promise<void> {
  requireId(id, 'Index id');
  await transport.call({
    method: 'POST',
    path: '/indexes/delete',
    level: 'write',
    body: { index_id_to_delete: id },
  });
}

/** The calls on one index: reindex, insert and delete documents (all write). */
export class IndexHandle {
  readonly id: string;
  private readonly base: string;

  constructor(
    private readonly transport: Transport,
    id: string,
  ) {
    this.id = requireId(id, 'Index id');
    this.base = `/indexes/${encodeURIComponent(id)}`;
  }

  async reindex(): Promise<void> {
    await this.transport.call({ method: 'POST', path: `${this.base}/reindex`, level: 'write' });
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
      method: 'POST',
      path: `${this.base}/insert`,
      level: 'write',
      body: list,
    });
  }

  async deleteDocuments(ids: string | string[]): Promise<void> {
    const list = Array.isArray(ids) ? ids : [ids];
    for (const id of list) requireId(id, 'A document id');
    await this.transport.call({
      method: 'POST',
      path: `${this.base}/delete`,
      level: 'write',
      body: list,
    });
  }
}

/** POST `/v1/collections/list` (write): every document of the collection. */
export async function listDocuments(transport: Transport): Promise<CollectionDocument[]> {
  const answer = await transport.call({
    method: 'POST',
    path: '/v1/collections/list',
    level: 'write',
    body: { id: transport.collectionID },
  });
  return answer as CollectionDocument[];
}
