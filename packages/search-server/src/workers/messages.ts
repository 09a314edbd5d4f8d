import type { AnswerRequest } from '@hlf-docs/search-client/protocol';
import type { FoundSources } from '../answer/sources.js';
import type { SearchParams } from '../retrieval/search.js';
import type { Operation } from '../storage/operations.js';

// What the server's main thread and its search threads say to each other (search-pool.ts,
// search-thread.ts). Data crosses by structured clone: operations, search parameters, JSON text.

/** A collection as the operations that rebuild it (CollectionState.snapshot). */
export interface CollectionSnapshot {
  id: string;
  operations: Operation[];
}

export type ToSearchThread =
  /** The collections as they are when the thread starts. */
  | { type: 'load'; collections: CollectionSnapshot[] }
  /** Operations the writer applied and persisted, in order; answered with `applied`. */
  | { type: 'apply'; seq: number; collection: string; operations: Operation[] }
  | { type: 'search'; seq: number; collection: string; params: SearchParams }
  /**
   * The retrieval of an answer (findSources), and its quotations when `quote` (an answer without
   * a model): the CPU-heavy parts of /answer.
   */
  | {
      type: 'sources';
      seq: number;
      collection: string;
      request: AnswerRequest;
      /** The model's restatement of a later question (findSources). */
      restated: string | undefined;
      quote: boolean;
      /**
       * One Int32 on memory shared with the writer, set to 1 when the reader has gone: a retrieval
       * still waiting in the thread's queue is then skipped (answered `cancelled`).
       */
      cancelled: Int32Array;
    };

/** A search's refusal, as the HTTP answer it becomes. */
export interface SearchRefusal {
  status: 400 | 404 | 500;
  message: string;
}

export type FromSearchThread =
  | { type: 'loaded' }
  | { type: 'applied'; seq: number }
  /** The answer's JSON as UTF-8 bytes (transferred, not copied). */
  | { type: 'searched'; seq: number; bytes: Uint8Array }
  | { type: 'found'; seq: number; found: FoundSources }
  | { type: 'refused'; seq: number; refusal: SearchRefusal }
  /** A retrieval whose reader had gone before the thread reached it: not run. */
  | { type: 'cancelled'; seq: number };
