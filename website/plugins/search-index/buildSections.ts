import { readFile } from 'node:fs/promises';
import type { SourcePage } from './collectPages';
import { sectionsFromMarkdown, type MarkdownSection } from './sectionsFromMarkdown';

export interface PageSections {
  page: SourcePage;
  sections: MarkdownSection[];
}

/** The sections of every listed page, in page order. */
export async function buildSections(pages: SourcePage[]): Promise<PageSections[]> {
  const listed = pages.filter((page) => page.listed);
  return Promise.all(
    listed.map(async (page) => ({
      page,
      sections: await sectionsFromMarkdown(await readFile(page.file, 'utf8')),
    })),
  );
}
