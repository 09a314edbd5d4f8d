import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod';
import {
  sectionsFromMarkdown,
  type MarkdownSection,
} from '../../plugins/search-index/sectionsFromMarkdown';
import { readJsonFile } from '../../plugins/search-index/readJsonFile';
import { questionsFileOf, readPageQuestions } from '../../plugins/search-index/sectionQuestions';

// A section's questions are true of its text as it was when someone read them against it: the
// panel offers them as questions the page answers, and search ranks the section by them. Edit the
// text and they may ask what it no longer says. So each section with questions has the fingerprint
// of the text its questions were last checked against (CHECKED_FILE); a content test names every
// section whose text has moved on since, and `npm run questions:checked` records a check.

/** The fingerprints, beside `questions/`: section key to the fingerprint of its checked text. */
export const CHECKED_FILE = 'questions-checked.json';

export const checkedSchema = z.record(
  z.string(),
  z.string().regex(/^[0-9a-f]{16}$/, 'a fingerprint of 16 hexadecimal digits'),
);

export type Checked = z.infer<typeof checkedSchema>;

/**
 * A section's key: its page's path under `docs/`, and `#` with the heading id for any section but
 * the opening (`operator-guide/increase-storage.md#prerequisites`).
 */
export function sectionKey(pageFile: string, id: string): string {
  return id === '' ? pageFile : `${pageFile}#${id}`;
}

/**
 * The fingerprint of what a reader of the section reads: heading, prose and code, with the
 * whitespace collapsed (re-wrapping a paragraph changes nothing its questions rely on).
 */
export function sectionFingerprint(section: MarkdownSection): string {
  const text = [section.heading ?? '', section.prose, section.code]
    .join('\n')
    .replace(/\s+/g, ' ')
    .trim();
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

/** The docs pages under `docsDir`, by their path there (`/` separated, as keys spell them). */
function docsPageFiles(docsDir: string): string[] {
  return readdirSync(docsDir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split('\\').join('/'))
    .filter((file) => /\.mdx?$/.test(file))
    .sort();
}

/** The fingerprint of every docs section that has questions, by section key. */
export async function currentFingerprints(siteDir: string): Promise<Map<string, string>> {
  const docsDir = join(siteDir, 'docs');
  const fingerprints = new Map<string, string>();
  for (const pageFile of docsPageFiles(docsDir)) {
    const path = join(docsDir, pageFile);
    const sections = await sectionsFromMarkdown(readFileSync(path, 'utf8'));
    const questions = await readPageQuestions(
      questionsFileOf(siteDir, path)!,
      sections.map((section) => section.id ?? ''),
    );
    for (const section of sections) {
      if ((questions.get(section.id ?? '')?.length ?? 0) === 0) continue;
      fingerprints.set(sectionKey(pageFile, section.id ?? ''), sectionFingerprint(section));
    }
  }
  return fingerprints;
}

export interface SectionToCheck {
  key: string;
  /** `changed`: its text differs from the one its questions were checked against. */
  why: 'changed' | 'never checked';
}

/** The sections whose questions were never read against their text as it is now. */
export function sectionsToCheck(
  current: ReadonlyMap<string, string>,
  checked: Readonly<Checked>,
): SectionToCheck[] {
  return [...current]
    .filter(([key, fingerprint]) => checked[key] !== fingerprint)
    .map(([key]) => ({ key, why: key in checked ? 'changed' : 'never checked' }));
}

/** Fingerprints of sections that have no questions now, or no longer exist: left to remove. */
export function leftOver(
  current: ReadonlyMap<string, string>,
  checked: Readonly<Checked>,
): string[] {
  return Object.keys(checked).filter((key) => !current.has(key));
}

/** The recorded checks, or none when the file does not exist; a malformed file is named. */
export async function readChecked(siteDir: string): Promise<Checked> {
  const file = join(siteDir, CHECKED_FILE);
  const json = await readJsonFile(file);
  if (json === undefined) return {};
  const parsed = checkedSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${String(issue.path[0] ?? 'the file')}: ${issue.message}`,
    );
    throw new Error(`${file}: ${problems.join('; ')}`);
  }
  return parsed.data;
}

/** The file's text: keys sorted, so that a check changes only its own lines. */
export function checkedFileText(checked: Readonly<Checked>): string {
  const sorted = Object.fromEntries(
    Object.entries(checked).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  return `${JSON.stringify(sorted, null, 2)}\n`;
}
