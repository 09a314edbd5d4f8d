import { gzipSync } from 'node:zlib';
import type { PageSections } from '../../plugins/search-index/buildSections';
import { encodeIndex } from '../../plugins/search-index/encodeIndex';
import { decodeSearchIndex, type SearchEntry } from '../../src/search/indexFormat';
import { normalizeTerm, tokenize } from '@hlf-docs/search-text';

const normalizedWords = (text: string) =>
  tokenize(text)
    .map(normalizeTerm)
    .filter((term) => term !== null)
    .join(' ');

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
export function corpora(pages: PageSections[]): Corpus[] {
  const compactFile = encodeIndex(pages);
  const compact = decodeSearchIndex(compactFile);
  const sections = pages.flatMap(({ page, sections }) =>
    sections.map((section) => ({ page, section })),
  );
  const full: SearchEntry[] = sections.map(({ page, section }, id) => ({
    ...compact[id]!,
    content: section.prose,
    // Every word, repeats included, so that the full layout keeps term frequencies.
    terms: normalizedWords(section.prose),
    code: normalizedWords(section.code),
    title: section.heading ?? page.title,
  }));
  const gzip = (data: unknown) => gzipSync(JSON.stringify(data), { level: 9 }).length;
  // What a full-text index ships: each section's text once, as written (the browser would derive
  // the terms from it).
  const fullFile = full.map((entry, id) => ({
    ...entry,
    terms: undefined,
    code: sections[id]!.section.code,
  }));
  return [
    { name: 'full text', entries: full, gzipBytes: gzip(fullFile) },
    { name: 'compact', entries: compact, gzipBytes: gzip(compactFile) },
  ];
}
