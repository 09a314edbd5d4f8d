import { readFile } from 'node:fs/promises';
import type { SearchEntry } from './entry';
import type { SourcePage } from './collectPages';
import { sectionsFromMarkdown } from './sectionsFromMarkdown';

/** One entry per section of every listed page, in page order. */
export async function buildEntries(pages: SourcePage[]): Promise<SearchEntry[]> {
  const entries: SearchEntry[] = [];
  for (const page of pages.filter((candidate) => candidate.listed)) {
    const source = await readFile(page.file, 'utf8');
    for (const section of await sectionsFromMarkdown(source)) {
      entries.push({
        title: section.heading ?? page.title,
        content: section.prose,
        code: section.code,
        section: page.title,
        version: page.version,
        path: section.id ? `${page.permalink}#${section.id}` : page.permalink,
        category: page.category,
      });
    }
  }
  return entries;
}
