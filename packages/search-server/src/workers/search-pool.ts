import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import type { AnswerRequest } from '@hlf-docs/search-client/protocol';
import type { FoundSources } from '../answer/sources.js';
import type { SearchParams } from '../retrieval/search.js';
import type { Operation } from '../storage/operations.js';
import type { Registry } from '../storage/registry.js';
import type {
  CollectionSnapshot,
  FromSearchThread,
  SearchRefusal,
  ToSearchThread,
} from './messages.js';

/**
 * Searches on every core: the main thread stays the one writer (HTTP, validation, the logs) and
 * `size` search threads each hold a read-only copy of every collection. The writer sends each
 * operation to every thread in the same synchronous step that applies it to its own state, and
 * a write is acknowledged only once every thread has applied it: a search that starts after an
 * acknowledgement, on whichever thread, sees the write. A thread that dies is replaced by one
 * loaded from the writer's state of that moment; its searches in flight fail with a 500.
 */

/**
 * One search thread per core but one, which the main thread keeps for HTTP and writes: with a
 * thread on every core (2 cores, 64 answers at once) the acknowledgements waited for the CPU and
 * their p99 went from 136 to 418 ms. With one core, searches stay in the main thread.
 */
export function defaultSearchThreads(): number {
  return Math.max(0, availableParallelism() - 1);
}

export class SearchRefusedError extends Error {
  constructor(readonly refusal: SearchRefusal) {
    super(refusal.message);
  }
}

interface Pending {
  resolve: (message: FromSearchThread) => void;
  reject: (error: Error) => void;
}

class SearchThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private seq = 0;
  private stopping = false;
  readonly loaded: Promise<void>;
  /** Searches and retrievals sent and not answered yet: the pool picks the least busy thread. */
  searching = 0;

  constructor(
    startThread: () => Worker,
    collections: CollectionSnapshot[],
    onDeath: (thread: SearchThread, why: Error) => void,
  ) {
    this.worker = startThread();
    this.loaded = new Promise<void>((resolve, reject) => {
      const onMessage = (message: FromSearchThread) => {
        if (message.type === 'loaded') {
          this.worker.off('message', onMessage);
          resolve();
        }
      };
      this.worker.on('message', onMessage);
      this.worker.once('exit', (code) =>
        reject(new Error(`search thread exited (${code}) while loading`)),
      );
    });
    // The load goes first: every message after it is handled on the loaded copy.
    this.post({ type: 'load', collections });
    this.worker.on('message', (message: FromSearchThread) => {
      if (message.type === 'loaded') return;
      const pending = this.pending.get(message.seq);
      this.pending.delete(message.seq);
      pending?.resolve(message);
    });
    this.worker.on('error', (error: unknown) =>
      this.fail(error instanceof Error ? error : new Error(String(error))),
    );
    this.worker.once('exit', (code) => {
      const why = new Error(`search thread exited with code ${code}`);
      this.fail(why);
      if (!this.stopping) onDeath(this, why);
    });
  }

  apply(collection: string, operation: Operation): Promise<unknown> {
    return this.request((seq) => ({ type: 'apply', seq, collection, operations: [operation] }));
  }

  async search(collection: string, params: SearchParams): Promise<Uint8Array> {
    this.searching += 1;
    try {
      const answer = await this.request((seq) => ({ type: 'search', seq, collection, params }));
      if (answer.type === 'refused') throw new SearchRefusedError(answer.refusal);
      if (answer.type !== 'searched') throw new Error(`search thread answered ${answer.type}`);
      return answer.bytes;
    } finally {
      this.searching -= 1;
    }
  }

  async sources(
    collection: string,
    request: AnswerRequest,
    restated: string | undefined,
    quote: boolean,
    signal?: AbortSignal,
  ): Promise<FoundSources> {
    signal?.throwIfAborted();
    this.searching += 1;
    const cancelled = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
    try {
      const answer = await this.request(
        (seq) => ({ type: 'sources', seq, collection, request, restated, quote, cancelled }),
        // Gone: the thread skips the retrieval if it has not begun it, and nobody waits for it.
        signal && { signal, onAbort: () => Atomics.store(cancelled, 0, 1) },
      );
      if (answer.type === 'refused') throw new SearchRefusedError(answer.refusal);
      if (answer.type !== 'found') throw new Error(`search thread answered ${answer.type}`);
      return answer.found;
    } finally {
      this.searching -= 1;
    }
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await this.worker.terminate();
  }

  /**
   * Post a message and wait for its answer; when `abort.signal` aborts first, `abort.onAbort` runs
   * and the wait ends at once with the signal's reason (a later answer is dropped).
   */
  private request(
    build: (seq: number) => ToSearchThread,
    abort?: { signal: AbortSignal; onAbort: () => void },
  ): Promise<FromSearchThread> {
    const seq = (this.seq += 1);
    return new Promise((resolve, reject) => {
      const abandon = () => {
        if (!this.pending.delete(seq) || !abort) return;
        abort.onAbort();
        reject(abort.signal.reason);
      };
      const settle = () => abort?.signal.removeEventListener('abort', abandon);
      this.pending.set(seq, {
        resolve: (message) => {
          settle();
          resolve(message);
        },
        reject: (error) => {
          settle();
          reject(error);
        },
      });
      abort?.signal.addEventListener('abort', abandon, { once: true });
      this.post(build(seq));
    });
  }

  private post(message: ToSearchThread): void {
    this.worker.postMessage(message);
  }

  private fail(error: Error): void {
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }
}

export class SearchPool {
  private threads: SearchThread[] = [];
  private closed = false;

  private constructor(
    private readonly startThread: () => Worker,
    private readonly snapshots: () => CollectionSnapshot[],
    private readonly log: (line: string) => void,
  ) {}

  /**
   * Start `size` threads on the registry's collections, make the pool the registry's replica (in
   * the same step, so no write falls between the copy and the attachment), and wait until loaded.
   */
  static async start(
    size: number,
    registry: Registry,
    log: (line: string) => void,
  ): Promise<SearchPool> {
    // Loaded only when threads are wanted: it locates the thread's module with import.meta, which
    // Playwright's loader cannot compile (the site's cloud tests run the service in its process,
    // with no threads).
    const { startThread } = await import('./start-thread.js');
    const pool = new SearchPool(startThread, () => registry.snapshots(), log);
    for (let n = 0; n < size; n += 1) pool.threads.push(pool.spawn());
    registry.attachReplica(pool);
    try {
      await Promise.all(pool.threads.map((thread) => thread.loaded));
    } catch (error) {
      await pool.close();
      throw error;
    }
    return pool;
  }

  /**
   * Send an operation the writer has just applied to every thread; resolves once all applied it.
   * Call it in the same synchronous step as the writer's own apply (see the class comment). A
   * thread that dies first counts as done: its replacement loads the writer's state, which holds
   * the operation.
   */
  apply(collection: string, operation: Operation): Promise<void> {
    return Promise.all(
      this.threads.map((thread) => thread.apply(collection, operation).catch(() => undefined)),
    ).then(() => undefined);
  }

  /** A search's answer as JSON bytes, from the least busy thread. */
  search(collection: string, params: SearchParams): Promise<Uint8Array> {
    return this.leastBusy().search(collection, params);
  }

  /**
   * What an answer draws on (findSources), from the least busy thread; with `quote`, also the
   * extractive answer's text (`quoted`).
   */
  sources(
    collection: string,
    request: AnswerRequest,
    restated: string | undefined,
    quote: boolean,
    signal?: AbortSignal,
  ): Promise<FoundSources> {
    return this.leastBusy().sources(collection, request, restated, quote, signal);
  }

  get size(): number {
    return this.threads.length;
  }

  async close(): Promise<void> {
    this.closed = true;
    const threads = this.threads;
    this.threads = [];
    await Promise.all(threads.map((thread) => thread.stop()));
  }

  private leastBusy(): SearchThread {
    let chosen = this.threads[0];
    if (!chosen) throw new Error('the search pool is closed');
    for (const thread of this.threads) if (thread.searching < chosen.searching) chosen = thread;
    return chosen;
  }

  private spawn(): SearchThread {
    return new SearchThread(this.startThread, this.snapshots(), (dead, why) => {
      if (this.closed) return;
      this.log(`A search thread stopped (${why.message}); starting another.`);
      const replacement = this.spawn();
      this.threads = this.threads.map((thread) => (thread === dead ? replacement : thread));
      replacement.loaded.catch((error: Error) => {
        this.log(`The replacement search thread failed to load: ${error.message}`);
        this.threads = this.threads.filter((thread) => thread !== replacement);
      });
    });
  }
}
