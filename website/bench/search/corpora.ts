import { gzipSync } from 'node:zlib';
import { buildSections } from '../../plugins/search-index/buildSections';
import { encodeIndex } from '../../plugins/search-index/encodeIndex';
import { decodeSearchIndex, type SearchEntry } from '../../src/search/indexFormat';
import { sourcePages } from './sourcePages';

/** What an engine indexes: the same section entries, shipped one way or another. */
export interface Corpus {
  name: string;
  entries: SearchEntry[];
  /** Size of the file the browser would download, gzip -9. */
  gzipBytes: number;
}

/**
 * The two ways of shipping the sections that the bench compares: `full text` (every section's
 * prose and code, as a naive index would ship them) and `compact` (the file the site ships:
 * snippets plus term ids, see src/search/indexFormat.ts).
 */
export async function corpora(siteDir: string): Promise<Corpus[]> {
  const pages = await buildSections(await sourcePages(siteDir));
  const compactFile = encodeIndex(pages);
  const compact = decodeSearchIndex(compactFile);
  const full: SearchEntry[] = pages
    .flatMap(({ page, sections }) => sections.map((section) => ({ page, section })))
    .map(({ page, section }, id) => ({
      ...compact[id]!,
      content: section.prose,
      terms: section.prose,
      code: section.code,
      title: section.heading ?? page.title,
    }));
  const gzip = (data: unknown) => gzipSync(JSON.stringify(data), { level: 9 }).length;
  return [
    { name: 'full text', entries: full, gzipBytes: gzip(full) },
    { name: 'compact', entries: compact, gzipBytes: gzip(compactFile) },
  ];
}
