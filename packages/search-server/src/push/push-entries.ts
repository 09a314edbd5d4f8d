import {
  CollectionManager,
  ConnectionError,
  HTTPStatusError,
  InvalidInputError,
  SearchClientError,
} from '@hlf-docs/search-client';
import type { FetchFunction } from '@hlf-docs/search-client';
import { batches } from './batches.js';
import type { BatchLimits } from './batches.js';
import type { ServiceEntry } from './entries-file.js';
import { entryDocuments } from './entry-documents.js';
import { PushError } from './push-error.js';
import { serviceLabel } from './service-label.js';

export interface PushTarget {
  /** Base URL of the service (a path prefix is kept). */
  url: string;
  collectionID: string;
  indexID: string;
  /** Sent only as `Authorization: Bearer`, never in a URL, never printed. */
  writeAPIKey: string;
}

export interface PushOptions {
  /** Per-request limits; the defaults keep each body far below the service's 16 MiB. */
  batch?: Partial<BatchLimits>;
  /** Upper bound of one request. Default 60 s. */
  timeoutMs?: number;
  fetch?: FetchFunction;
}

export interface PushSummary {
  /** Whether the index did not exist and was created. */
  createdIndex: boolean;
  /** Documents inserted or replaced: one per entry. */
  upserted: number;
  /**
   * Ids the collection listed that the file no longer has, deleted from this index. The listing
   * covers every index of the collection, so with several indexes this counts the others' ids
   * too (their deletion from this index changes nothing); with one index it is exact.
   */
  removedIDs: number;
  /** Insert requests sent. */
  batches: number;
}

export const DEFAULT_BATCH_LIMITS: BatchLimits = { maxCount: 500, maxBytes: 4 * 1024 * 1024 };

/**
 * Make the index mirror the entries: create it if missing, insert every entry (an existing id is
 * replaced), then delete the documents the entries no longer have, so sections removed from the
 * site stop being found. Deletion comes last: during a push, searches find the old or the new
 * text, never an empty index, and a push that fails halfway deletes nothing.
 */
export async function pushEntries(
  entries: readonly ServiceEntry[],
  target: PushTarget,
  options: PushOptions = {},
): Promise<PushSummary> {
  const client = connect(target, options);
  const step = stepper(target, serviceLabel(client.transport.baseURL));
  const documents = entryDocuments(entries);
  const limits = { ...DEFAULT_BATCH_LIMITS, ...options.batch };

  const createdIndex = await step(`create the index "${target.indexID}"`, () =>
    createIndexIfMissing(client, target.indexID),
  );
  const index = client.index(target.indexID);
  const groups = batches(documents, limits);
  let sent = 0;
  for (const group of groups) {
    await step(`insert entries ${sent + 1}-${sent + group.length}`, () =>
      index.insertDocuments(group),
    );
    sent += group.length;
  }

  const kept = new Set(documents.map((document) => document.id));
  const listed = await step('list the documents of the collection', () => client.listDocuments());
  // The listing covers every index of the collection; deleting an id that is only in another
  // index is a no-op on this one, so the collection's other indexes are untouched.
  const stale = [...new Set(listed.map((document) => document.id))].filter((id) => !kept.has(id));
  for (const group of batches(stale, limits)) {
    await step(`delete ${group.length} documents that are no longer in the file`, () =>
      index.deleteDocuments(group),
    );
  }
  return {
    createdIndex,
    upserted: documents.length,
    removedIDs: stale.length,
    batches: groups.length,
  };
}

function connect(target: PushTarget, options: PushOptions): CollectionManager {
  try {
    return new CollectionManager({
      url: target.url,
      collectionID: target.collectionID,
      writeAPIKey: target.writeAPIKey,
      timeoutMs: options.timeoutMs ?? 60_000,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
  } catch (error) {
    if (error instanceof InvalidInputError) {
      throw new PushError('invalid-settings', `Invalid push settings: ${error.message}`);
    }
    throw error;
  }
}

async function createIndexIfMissing(client: CollectionManager, id: string): Promise<boolean> {
  try {
    await client.createIndex({ id, embedding: 'automatic' });
    return true;
  } catch (error) {
    if (error instanceof HTTPStatusError && error.status === 409) return false; // it exists
    throw error;
  }
}

/** Runs one request; a client error becomes a PushError that says which step failed and why. */
function stepper(target: PushTarget, service: string) {
  return async <T>(what: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw explain(error, target, service, what);
    }
  };
}

function explain(error: unknown, target: PushTarget, service: string, what: string): unknown {
  if (!(error instanceof SearchClientError)) return error;
  if (error instanceof HTTPStatusError && (error.status === 401 || error.status === 403)) {
    const why =
      error.status === 401
        ? `the service knows no such key for collection "${target.collectionID}"`
        : `it is a key of collection "${target.collectionID}" but not its write key`;
    return new PushError(
      'key-rejected',
      `The search service refused the write key (${error.status}): ${why}`,
    );
  }
  if (error instanceof HTTPStatusError) {
    return new PushError(
      'http-status',
      `Could not ${what}: the search service answered ${error.status} to "${error.path}": ${serverMessage(error.body)}`,
    );
  }
  if (error instanceof ConnectionError) {
    return new PushError(
      'connection',
      `Could not ${what}: cannot reach the search service at ${service}: ${error.message}`,
    );
  }
  if (error instanceof InvalidInputError) {
    return new PushError('invalid-settings', `Could not ${what}: ${error.message}`);
  }
  return new PushError('invalid-response', `Could not ${what}: ${error.message}`);
}

/** The `error.message` of a protocol error body, else the body itself (shortened). */
function serverMessage(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } };
    if (typeof parsed.error?.message === 'string') return parsed.error.message;
  } catch {
    // not JSON: the text as received
  }
  return body.length > 300 ? `${body.slice(0, 300)}...` : body;
}
