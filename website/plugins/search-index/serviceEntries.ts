import { gzipSync } from 'node:zlib';
import type { PageSections } from './buildSections';
import type { IndexFile } from './indexFile';

/** One section with its whole text, as the search service indexes it. */
export interface ServiceEntry {
  title: string;
  /** The prose. */
  content: string;
  /** The code blocks, apart from the prose: search weighs them less (@hlf-docs/search-text). */
  code: string;
  section: string;
  version: string;
  path: string;
  category: 'default' | 'blog';
}

/**
 * The sections with their whole prose and code, for `npm run search:push` to send to a search
 * service (cloud mode), which answers from full text. The browser never downloads this file: the
 * local search box reads the compact index (indexFile.ts).
 */
export function serviceEntriesFile(pages: PageSections[]): IndexFile {
  const entries: ServiceEntry[] = pages.flatMap(({ page, sections }) =>
    sections.map((section) => ({
      title: section.heading ?? page.title,
      content: section.prose,
      code: section.code,
      section: page.title,
      version: page.version,
      path: section.id ? `${page.permalink}#${section.id}` : page.permalink,
      category: page.category,
    })),
  );
  return { name: 'search-entries.json.gz', bytes: gzipSync(JSON.stringify(entries), { level: 9 }) };
}
