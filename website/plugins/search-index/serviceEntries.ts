import { gzipSync } from 'node:zlib';
import { SEARCH_ENTRIES_FILE } from '@hlf-docs/search-client/protocol';
import type { SearchEntry } from '@hlf-docs/search-client/protocol';
import type { PageSections } from './buildSections';
import type { IndexFile } from './indexFile';

/**
 * One section with its whole text, as the search service indexes it: the protocol's entry (code
 * apart from the prose, since search weighs it less: @hlf-docs/search-text), in two categories.
 */
export type ServiceEntry = SearchEntry & { category: 'default' | 'blog' };

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
      blocks: section.blocks,
      section: page.title,
      version: page.version,
      path: section.id ? `${page.permalink}#${section.id}` : page.permalink,
      category: page.category,
      // Indexed with the section, never quoted (the service quotes `content`); left out when none.
      ...(section.questions.length > 0 ? { questions: section.questions } : {}),
    })),
  );
  return { name: SEARCH_ENTRIES_FILE, bytes: gzipSync(JSON.stringify(entries), { level: 9 }) };
}
