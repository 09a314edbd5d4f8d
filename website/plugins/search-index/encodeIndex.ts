import { distinctTerms, sectionTerms } from '@hlf-docs/search-text';
import { encodePostings, encodeVocabulary } from '../../src/search/indexCodec';
import { AnchorNumbering, type SearchIndexFile } from '../../src/search/indexFormat';
import type { PageSections } from './buildSections';
import { snippetOf } from './snippet';

/** For each term, the increasing section numbers that hold it, as gaps (the first from -1). */
function postingsOf(sectionTerms: string[][], idOf: Map<string, number>): number[][] {
  const lists: number[][] = Array.from({ length: idOf.size }, () => []);
  const last = new Array<number>(idOf.size).fill(-1);
  sectionTerms.forEach((terms, section) => {
    for (const term of terms) {
      const id = idOf.get(term)!;
      lists[id]!.push(section - last[id]!);
      last[id] = section;
    }
  });
  return lists;
}

/** Display text on one line: the file keeps headings and snippets one per line. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Packs the pages' sections into the index file (see src/search/indexFormat.ts): per section its
 * heading and snippet, its anchor only when the search box could not derive it, and per term of
 * one shared vocabulary the sections whose prose holds it, those whose code alone does, and those
 * whose readers' questions hold it.
 */
export function encodeIndex(pages: PageSections[]): SearchIndexFile {
  const flat = pages.flatMap(({ page, sections }, pageIndex) =>
    sections.map((section) => ({ page, pageIndex, section })),
  );
  // A term of both a section's prose and its code is stored for the prose only (sectionTerms).
  const terms = flat.map(({ section }) => sectionTerms(section.prose, section.code));
  const prose = terms.map((section) => section.prose);
  const code = terms.map((section) => section.code);
  // The readers' questions count every term they hold, those of the prose too, as the service
  // counts them (TERM_SET_FIELDS of @hlf-docs/search-text).
  const questions = flat.map(({ section }) => distinctTerms(section.questions.join('\n')));
  // In code-point order, so that each term can be written as what it adds to the previous one.
  const vocabulary = [...new Set([...prose, ...code, ...questions].flat())].sort((a, b) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  const idOf = new Map(vocabulary.map((term, id) => [term, id]));

  const numbering = new AnchorNumbering();
  const headings: string[] = [];
  const snippets: string[] = [];
  const anchors: [number, string][] = [];
  flat.forEach(({ page, pageIndex, section }, id) => {
    const heading = oneLine(section.heading ?? page.title);
    headings.push(heading);
    snippets.push(oneLine(snippetOf(section.prose, section.code)));
    const anchor = section.id ?? '';
    // Store the anchor only when the search box, numbering headings as the page does, would
    // arrive at another one (explicit `{#id}`s, repeats counted across an h4, the opening text).
    if (section.id !== undefined && numbering.peek(pageIndex, heading) === anchor) {
      numbering.derive(pageIndex, heading);
    } else {
      anchors.push([id, anchor]);
    }
  });

  return {
    format: 4,
    pages: pages.map(({ page, sections }) => ({
      title: page.title,
      path: page.permalink,
      version: page.version,
      category: page.category,
      sections: sections.length,
    })),
    headings: headings.join('\n'),
    snippets: snippets.join('\n'),
    anchors,
    vocabulary: encodeVocabulary(vocabulary),
    postings: encodePostings(
      postingsOf(prose, idOf),
      postingsOf(code, idOf),
      postingsOf(questions, idOf),
    ),
  };
}
