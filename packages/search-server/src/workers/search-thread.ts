import { parentPort } from 'node:worker_threads';
import { extractiveAnswer, quoteOptionsFor } from '../answer/extractive.js';
import { findSources } from '../answer/sources.js';
import { searchResultBytes } from '../retrieval/result-json.js';
import { searchCollection, UnknownIndexError } from '../retrieval/search.js';
import type { SearchParams } from '../retrieval/search.js';
import { CollectionState } from '../storage/collection-state.js';
import type { Operation } from '../storage/operations.js';
import type { FromSearchThread, SearchRefusal, ToSearchThread } from './messages.js';

// A search thread: a read-only copy of every collection, kept current by the operations the writer
// (the main thread) sends after it persisted them, and the searches and answers' retrievals run on
// it. Messages are handled in
// the order they were sent, so a search sent after an operation always sees it.

if (!parentPort) throw new Error('search-thread.ts runs as a worker thread of the server');
const port = parentPort;
const states = new Map<string, CollectionState>();

function apply(
  collection: string,
  operations: Operation[],
  indexText: boolean,
): CollectionState | undefined {
  let state = states.get(collection);
  for (const operation of operations) {
    if (!state) {
      if (operation.op !== 'collection.create') continue;
      state = new CollectionState(operation.collection);
      states.set(collection, state);
    }
    state.apply(operation, indexText);
  }
  return state;
}

function search(
  collection: string,
  params: SearchParams,
): { bytes: Uint8Array<ArrayBuffer> } | { refusal: SearchRefusal } {
  const state = states.get(collection);
  if (!state) return { refusal: { status: 404, message: `Collection "${collection}" not found` } };
  try {
    return { bytes: searchResultBytes(searchCollection(state, params), params) };
  } catch (error) {
    if (error instanceof UnknownIndexError) {
      return { refusal: { status: 400, message: error.requestMessage } };
    }
    // The main thread logs it and answers a plain 500.
    return { refusal: { status: 500, message: (error as Error).stack ?? String(error) } };
  }
}

const send = (message: FromSearchThread) => port.postMessage(message);

port.on('message', (message: ToSearchThread) => {
  switch (message.type) {
    case 'load':
      for (const { id, operations } of message.collections) {
        apply(id, operations, false)?.rebuildTextIndexes();
      }
      send({ type: 'loaded' });
      return;
    case 'apply':
      apply(message.collection, message.operations, true);
      send({ type: 'applied', seq: message.seq });
      return;
    case 'sources': {
      // The reader went away while this waited behind other work: nobody reads the answer.
      if (Atomics.load(message.cancelled, 0) !== 0) {
        send({ type: 'cancelled', seq: message.seq });
        return;
      }
      const state = states.get(message.collection);
      if (!state) {
        const refusal = {
          status: 404 as const,
          message: `Collection "${message.collection}" not found`,
        };
        send({ type: 'refused', seq: message.seq, refusal });
        return;
      }
      try {
        const found = findSources(state, message.request, message.restated);
        if (message.quote && !found.declined)
          found.quoted ??= extractiveAnswer(
            found.sources,
            found.key,
            quoteOptionsFor(message.request.query),
          );
        send({ type: 'found', seq: message.seq, found });
      } catch (error) {
        const refusal = { status: 500 as const, message: (error as Error).stack ?? String(error) };
        send({ type: 'refused', seq: message.seq, refusal });
      }
      return;
    }
    case 'search': {
      const outcome = search(message.collection, message.params);
      if ('bytes' in outcome) {
        // The bytes own their memory (searchResultBytes): transferred, not copied.
        const { bytes } = outcome;
        port.postMessage({ type: 'searched', seq: message.seq, bytes } satisfies FromSearchThread, [
          bytes.buffer,
        ]);
      } else {
        send({ type: 'refused', seq: message.seq, refusal: outcome.refusal });
      }
      return;
    }
  }
});
