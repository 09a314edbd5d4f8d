import path from 'node:path';
import { readLog } from '../storage/append-log.js';
import { CollectionState } from '../storage/collection-state.js';
import { EVENTS_LOG, STATE_LOG } from '../storage/collection-store.js';
import { operationSchema, receivedEventSchema } from '../storage/operations.js';
import type { ReceivedEvent } from '../storage/operations.js';
import { QuestionTally } from '../storage/question-tally.js';
import type { QuestionCount } from '../storage/question-tally.js';

/** A collection as its files hold it, read without opening them for writing. */
export interface CollectionOnDisk {
  state: CollectionState;
  events: ReceivedEvent[];
  questions: QuestionCount[];
}

/**
 * Read a collection directory the way the server replays it, but read-only: nothing is cut,
 * compacted or created, so a report can run beside a running server (whose append in progress is
 * a torn last line, left out). Undefined when the directory holds no collection.
 */
export async function readCollection(dir: string): Promise<CollectionOnDisk | undefined> {
  const operations = await readLog(path.join(dir, STATE_LOG), operationSchema);
  const first = operations[0];
  if (!first || first.op !== 'collection.create') return undefined;
  const state = new CollectionState(first.collection);
  for (const operation of operations) state.apply(operation, false);
  state.rebuildTextIndexes();
  return {
    state,
    events: await readLog(path.join(dir, EVENTS_LOG), receivedEventSchema),
    questions: await QuestionTally.read(dir),
  };
}
