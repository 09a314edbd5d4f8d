import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { SearchIndexFile } from '../../src/search/indexFormat';

export interface IndexFile {
  /** `search-index.<content hash>.json.gz`: a new name whenever the content changes. */
  name: string;
  bytes: Buffer;
}

/** The index as the one gzip file the site serves, named by a hash of its content. */
export function indexFile(index: SearchIndexFile): IndexFile {
  const bytes = gzipSync(JSON.stringify(index), { level: 9 });
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
  return { name: `search-index.${hash}.json.gz`, bytes };
}
