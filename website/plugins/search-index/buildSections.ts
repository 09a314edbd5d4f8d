import { readFile } from 'node:fs/promises';
import type { SourcePage } from './collectPages';
import { sectionsFromMarkdown, type MarkdownSection } from './sectionsFromMarkdown';
import { questionsFileOf, readPageQuestions } from './sectionQuestions';

/** A section as the indexes take it: its text, and the readers' questions it answers. */
export interface IndexedSection extends MarkdownSection {
  /** Questions a reader would ask that the section answers (see sectionQuestions.ts). */
  questions: string[];
}

export interface PageSections {
  page: SourcePage;
  sections: IndexedSection[];
}

/** The sections of every listed page, in page order, each with its questions. */
export async function buildSections(pages: SourcePage[], siteDir: string): Promise<PageSections[]> {
  const listed = pages.filter((page) => page.listed);
  return Promise.all(
    listed.map(async (page) => {
      const sections = await sectionsFromMarkdown(await readFile(page.file, 'utf8'));
      const file = questionsFileOf(siteDir, page.file);
      const questions = file
        ? await readPageQuestions(
            file,
            sections.map((section) => section.id ?? ''),
          )
        : new Map<string, string[]>();
      return {
        page,
        sections: sections.map((section) => ({
          ...section,
          questions: questions.get(section.id ?? '') ?? [],
        })),
      };
    }),
  );
}
