import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { COLLECTION_ID_PATTERN, COLLECTIONS_DIR } from '../storage/registry.js';
import { docsGaps } from './docs-gaps.js';
import type { CollectionGaps } from './docs-gaps.js';
import { readCollection } from './read-collection.js';

/** How many items of each kind a report lists per collection by default. */
export const DEFAULT_REPORT_LIMIT = 20;

export class ReportError extends Error {}

/**
 * The docs gaps of every collection of a data directory, read without writing anything: safe
 * beside a running server.
 */
export async function collectDocsGaps(
  dataDir: string,
  limit = DEFAULT_REPORT_LIMIT,
): Promise<CollectionGaps[]> {
  const root = path.join(dataDir, COLLECTIONS_DIR);
  try {
    if (!(await stat(dataDir)).isDirectory())
      throw new ReportError(`${dataDir} is not a directory`);
  } catch (error) {
    if (error instanceof ReportError) throw error;
    throw new ReportError(`The data directory ${dataDir} does not exist`);
  }
  let entries;
  try {
    entries = await readdir(root, { withFileTypes: true });
  } catch {
    return [];
  }
  const gaps: CollectionGaps[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (!entry.isDirectory() || !COLLECTION_ID_PATTERN.test(entry.name)) continue;
    const collection = await readCollection(path.join(root, entry.name));
    if (collection) gaps.push(docsGaps(collection, limit));
  }
  return gaps;
}
