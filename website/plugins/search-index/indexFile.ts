import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { SearchEntry, SearchIndexFile } from './entry';

export interface IndexFile {
  /** `search-index.<content hash>.json.gz`: a new name whenever the content changes. */
  name: string;
  bytes: Buffer;
}

export function indexFile(entries: SearchEntry[]): IndexFile {
  const file: SearchIndexFile = { format: 1, entries };
  const bytes = gzipSync(JSON.stringify(file), { level: 9 });
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
  return { name: `search-index.${hash}.json.gz`, bytes };
}
