import { readFile } from 'node:fs/promises';
import path from 'node:path';

export interface StoredEvent {
  kind: 'identify' | 'telemetry';
  payload: Record<string, unknown>;
}

/** The identify and telemetry records the real server stored for a collection, as received. */
export async function storedEvents(dataDir: string, collectionID: string): Promise<StoredEvent[]> {
  const file = path.join(dataDir, 'collections', collectionID, 'events.jsonl');
  const text = await readFile(file, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as StoredEvent);
}
