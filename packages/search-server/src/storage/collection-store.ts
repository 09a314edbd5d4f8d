import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { AppendLog } from './append-log.js';
import { fsyncDirectory } from './atomic-file.js';
import { CollectionState } from './collection-state.js';
import type { CollectionMeta } from './entities.js';
import { operationSchema, receivedEventSchema } from './operations.js';
import type { Operation, ReceivedEvent } from './operations.js';
import { QuestionTally } from './question-tally.js';
import type { AskedQuestion, QuestionCount } from './question-tally.js';
import { WriteQueue } from './write-queue.js';

export const STATE_LOG = 'state.jsonl';
export const EVENTS_LOG = 'events.jsonl';

/** Compact when the log is this many times larger than it was after the last compaction... */
const COMPACT_GROWTH_FACTOR = 2;
/** ...and at least this large (by default), so small collections never bother. */
export const DEFAULT_COMPACT_MIN_BYTES = 4 * 1024 * 1024;

/** Copies of the collections that must apply every operation before a write is acknowledged. */
export interface Replica {
  /** Called in the same synchronous step as the writer's own apply; resolves once applied. */
  apply(collection: string, operation: Operation): Promise<void>;
}

export interface StoreOptions {
  compactMinBytes: number;
  /** Where problems that must not fail a request go (a failed compaction). */
  warn: (message: string) => void;
  /** The search threads' copies (see SearchPool), attached when the threads start. */
  replica?: Replica;
}

export interface OpenReport {
  droppedLines: number;
}

/**
 * One collection on disk: a directory holding an append-only state log (replayed on open,
 * compacted atomically when it grows), an events log for identify, telemetry and feedback
 * records, and the counts of the questions asked (see QuestionTally).
 */
export class CollectionStore {
  private readonly queue = new WriteQueue();
  private compactedSize: number;
  private eventCounts = { identify: 0, telemetry: 0, feedback: 0 };

  private constructor(
    readonly dir: string,
    readonly state: CollectionState,
    private readonly log: AppendLog<Operation>,
    private readonly events: AppendLog<ReceivedEvent>,
    private readonly questions: QuestionTally,
    private readonly options: StoreOptions,
  ) {
    this.compactedSize = log.size;
  }

  /** Create the directory and the first log line of a new collection. */
  static async create(
    dir: string,
    meta: CollectionMeta,
    options: StoreOptions,
  ): Promise<CollectionStore> {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    // The collection is acknowledged after this, so its directory entry must be on disk too.
    await fsyncDirectory(path.dirname(dir));
    const { log } = await AppendLog.open(path.join(dir, STATE_LOG), operationSchema);
    await log.rewrite([{ op: 'collection.create', collection: meta }]);
    const { log: events } = await AppendLog.open(path.join(dir, EVENTS_LOG), receivedEventSchema);
    const { tally } = await QuestionTally.open(dir);
    return new CollectionStore(dir, new CollectionState(meta), log, events, tally, options);
  }

  /** Open an existing collection; undefined when the directory holds no collection. */
  static async open(
    dir: string,
    options: StoreOptions,
  ): Promise<{ store: CollectionStore; report: OpenReport } | undefined> {
    const { log, replay } = await AppendLog.open(path.join(dir, STATE_LOG), operationSchema);
    const first = replay.records[0];
    if (!first || first.op !== 'collection.create') {
      await log.close();
      return undefined;
    }
    const state = new CollectionState(first.collection);
    for (const operation of replay.records) state.apply(operation, false);
    state.rebuildTextIndexes();
    const eventCounts = { identify: 0, telemetry: 0, feedback: 0 };
    const { log: events, replay: eventReplay } = await AppendLog.open(
      path.join(dir, EVENTS_LOG),
      receivedEventSchema,
      // Only counted, never held whole (see AppendLog.open).
      (event) => (eventCounts[event.kind] += eventWeight(event)),
    );
    const { tally, droppedLines: droppedQuestions } = await QuestionTally.open(dir);
    const store = new CollectionStore(dir, state, log, events, tally, options);
    store.eventCounts = eventCounts;
    if (replay.records.length > state.snapshot().length * 2 && log.size > options.compactMinBytes) {
      await store.compact();
    }
    return {
      store,
      report: { droppedLines: replay.droppedLines + eventReplay.droppedLines + droppedQuestions },
    };
  }

  get id(): string {
    return this.state.meta.id;
  }

  get receivedEventCounts(): { identify: number; telemetry: number; feedback: number } {
    return { ...this.eventCounts };
  }

  /**
   * Validate, persist (fsync), then apply. `check` runs inside the queue against the current
   * state and throws to refuse the write; nothing is written then. The returned promise resolves
   * only once the operation is on disk and every replica applied it, which is when the HTTP answer
   * may acknowledge it.
   */
  write<T>(build: (state: CollectionState) => { operations: Operation[]; result: T }): Promise<T> {
    return this.queue.run(async () => {
      const { operations, result } = build(this.state);
      const replicated: Promise<void>[] = [];
      for (const operation of operations) {
        await this.log.append(operation);
        this.state.apply(operation);
        // No await between the two applies: a replica started in between would get it twice.
        if (this.options.replica) replicated.push(this.options.replica.apply(this.id, operation));
      }
      await Promise.all(replicated);
      await this.compactIfGrown();
      return result;
    });
  }

  recordEvent(event: ReceivedEvent): Promise<void> {
    return this.queue.run(async () => {
      await this.events.append(event);
      this.countEvent(event);
    });
  }

  /**
   * Count a question the collection was asked (for the maintainers' report), in the write queue
   * like every append. Resolves once it is on disk.
   */
  recordQuestion(asked: AskedQuestion): Promise<void> {
    return this.queue.run(() => this.questions.record(asked));
  }

  /** The questions asked, counted per normalised question. */
  get askedQuestions(): QuestionCount[] {
    return this.questions.questions;
  }

  /** Run `task` with no write in progress (used by reindex). */
  exclusive<T>(task: () => Promise<T> | T): Promise<T> {
    return this.queue.run(async () => task());
  }

  async close(): Promise<void> {
    await this.queue.run(async () => {
      await this.log.close();
      await this.events.close();
      await this.questions.close();
    });
  }

  private countEvent(event: ReceivedEvent): void {
    this.eventCounts[event.kind] += eventWeight(event);
  }

  /**
   * Compaction runs after the write that grew the log is on disk and applied. A failure of it
   * (a full disk) must not turn that acknowledged write into an error: it is logged, the log
   * stays as it was, and the next write tries again.
   */
  private async compactIfGrown(): Promise<void> {
    const size = this.log.size;
    if (size < this.options.compactMinBytes || size < this.compactedSize * COMPACT_GROWTH_FACTOR)
      return;
    try {
      await this.compact();
    } catch (error) {
      this.options.warn(
        `Collection ${this.id}: compaction failed, the log is kept as it is: ${(error as Error).message}`,
      );
    }
  }

  private async compact(): Promise<void> {
    await this.log.rewrite(this.state.snapshot());
    this.compactedSize = this.log.size;
  }
}

/** Identify and feedback calls count one each; a telemetry batch its search records. */
function eventWeight(event: ReceivedEvent): number {
  const payload = event.payload as { events?: unknown } | null;
  return event.kind === 'telemetry' && payload && Array.isArray(payload.events)
    ? payload.events.length
    : 1;
}
