import type { CollectionDocument } from '@hlf-docs/search-client';
import type { ServiceEntry } from './entries-file.js';

export type EntryDocument = ServiceEntry & CollectionDocument;

/**
 * The documents of the entries: each one's id is its path (section anchors make paths unique),
 * so a second push replaces the same section. A path seen again gets `~2`, `~3`, ... in file order.
 */
export function entryDocuments(entries: readonly ServiceEntry[]): EntryDocument[] {
  const seen = new Map<string, number>();
  return entries.map((entry) => {
    const count = (seen.get(entry.path) ?? 0) + 1;
    seen.set(entry.path, count);
    return { ...entry, id: count === 1 ? entry.path : `${entry.path}~${count}` };
  });
}
