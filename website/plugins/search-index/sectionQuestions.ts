import { join, relative, sep } from 'node:path';
import * as z from 'zod';
import { readJsonFile } from './readJsonFile';

// A reader asks in their own words ("my peer's disk is full"), a page says it in the docs' words
// ("increase the storage of a peer"). Beside each docs page, `questions/<its path>.json` holds, per
// section, the questions a reader would ask that the section answers: the search box and the
// search service index them with the section (never quoted; offered as questions to ask), so that a reader's
// words find the section that answers them. Measured with the service's answer sets (see the
// server's README, "Answer quality").

/** The folder of the questions files, beside `docs/`. */
export const QUESTIONS_DIR = 'questions';

/**
 * A page's questions: its sections by heading id ('' for the text before the first heading),
 * each with the questions it answers (an empty list for a section of links only).
 */
export const pageQuestionsSchema = z.record(
  z.string(),
  z.array(
    z
      .string()
      .trim()
      .min(10, 'a question of at least 10 characters')
      .max(200, 'a question of at most 200 characters'),
  ),
);

export type PageQuestions = z.infer<typeof pageQuestionsSchema>;

/**
 * The questions file of a docs page (`docs/a/b.md` → `questions/a/b.json`), or undefined for a
 * page outside `docs/` (blog posts have none: docs answer questions, posts tell news).
 */
export function questionsFileOf(siteDir: string, pageFile: string): string | undefined {
  const inDocs = relative(join(siteDir, 'docs'), pageFile);
  if (inDocs.startsWith('..') || inDocs.startsWith(sep)) return undefined;
  return join(siteDir, QUESTIONS_DIR, inDocs.replace(/\.mdx?$/, '.json'));
}

/** Where in a questions file an issue is: the section, and the question by number and text. */
function where(json: unknown, path: readonly PropertyKey[]): string {
  const [id, position] = path;
  if (id === undefined) return 'the file';
  const section = id === '' ? 'the opening ("")' : `section "${String(id)}"`;
  if (typeof position !== 'number') return section;
  const question = (json as Record<string, unknown[]>)[id as string]?.[position];
  return `${section}, question ${position + 1} ${JSON.stringify(question)}`;
}

/**
 * The questions of a page's sections, by heading id. A page with no file has none; a file that is
 * not valid, or that names a section the page does not have (a heading renamed since), stops the
 * build with a message naming the file and the problem.
 */
export async function readPageQuestions(
  file: string,
  sectionIds: readonly string[],
): Promise<Map<string, string[]>> {
  const json = await readJsonFile(file);
  if (json === undefined) return new Map();
  const parsed = pageQuestionsSchema.safeParse(json);
  if (!parsed.success) {
    throw new Error(
      `${file}: ${parsed.error.issues.map((issue) => `${where(json, issue.path)}: ${issue.message}`).join('; ')}`,
    );
  }
  const known = new Set(sectionIds);
  const unknown = Object.keys(parsed.data).filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new Error(
      `${file} names sections that its page does not have: ${unknown.map((id) => `"${id}"`).join(', ')} ` +
        `(the page's sections: ${sectionIds.map((id) => `"${id}"`).join(', ')})`,
    );
  }
  return new Map(Object.entries(parsed.data));
}
