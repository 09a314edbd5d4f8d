import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { SearchIndexFile } from '../../src/search/indexFormat';

/** A file the plugin writes into the build. */
export interface IndexFile {
  name: string;
  bytes: Buffer;
}

/**
 * The index as the one gzip file the site serves, `search-index.<content hash>.json.gz`: a new name
 * whenever the content changes.
 */
export function indexFile(index: SearchIndexFile): IndexFile {
  const bytes = gzipSync(JSON.stringify(index), { level: 9 });
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
  return { name: `search-index.${hash}.json.gz`, bytes };
}
