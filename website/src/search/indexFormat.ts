import GithubSlugger from 'github-slugger';
import * as z from 'zod/mini';
import { decodePostings, decodeVocabulary, type Postings } from './indexCodec';

// The search index file, as the plugin writes it and the search box reads it. Whole section text
// would cost about 4 kB of gzip per page, so the file holds, per section, its heading and a short
// snippet for display, and, per term of one shared vocabulary, the sections that contain it. The
// search box expands that back into each section's words and indexes those. The vocabulary and
// the postings are written in the compact text forms of indexCodec.ts.

export const searchIndexFileSchema = z.object({
  /** Bumped whenever the shape changes, so that a stale page can tell. */
  format: z.literal(4),
  pages: z.array(
    z.object({
      title: z.string(),
      /** Path under the site, without an anchor. */
      path: z.string(),
      /** Docs version: `current` for unversioned docs and for blog posts. */
      version: z.string(),
      /** `default` for docs pages, `blog` for posts: the search box's facet. */
      category: z.enum(['default', 'blog']),
      /** How many of the sections, in order, are this page's. */
      sections: z.int().check(z.nonnegative()),
    }),
  ),
  /** Each section's heading (the page title for its opening text), one per line. */
  headings: z.string(),
  /** Each section's snippet, one per line. */
  snippets: z.string(),
  /**
   * [section, anchor] for each section whose anchor is not the slug of its heading as the built
   * page numbers them; '' is the page's opening text.
   */
  anchors: z.array(z.tuple([z.int(), z.string()])),
  /** Every stored term once, in code-point order, front-coded (indexCodec.ts). */
  vocabulary: z.string(),
  /**
   * For each term, the sections whose prose has it, those whose code alone does (which weigh
   * less), and those whose readers' questions have it, as gaps between section numbers
   * (indexCodec.ts).
   */
  postings: z.string(),
});

export type SearchIndexFile = z.infer<typeof searchIndexFileSchema>;

/** One searchable section, as the search box indexes and shows it. */
export interface SearchEntry {
  id: number;
  /** The section's heading, or the page title for the page's opening text. */
  title: string;
  /** The snippet shown under the title. */
  content: string;
  /** The section's prose terms, normalised by @hlf-docs/search-text, space-separated. */
  terms: string;
  /** The terms of the section's code blocks that its prose lacks, likewise. */
  code: string;
  /** The terms of the questions a reader would ask that the section answers, likewise. */
  questions: string;
  /** Title of the page the section belongs to. */
  section: string;
  version: string;
  /** Page path, with `#anchor` for a section below a heading. */
  path: string;
  category: 'default' | 'blog';
}

/**
 * Numbers headings the way the built page does (GitHub slugs, `-1`, `-2` for repeats), one
 * counter per page. Stored anchors are not counted: the built page counts explicit `{#id}`s
 * apart too. The plugin runs the same counter to decide which anchors it must store.
 */
export class AnchorNumbering {
  private slugger = new GithubSlugger();
  private page = -1;

  /** The anchor the decoder derives for a section stored without one. */
  derive(pageIndex: number, heading: string): string {
    this.startPage(pageIndex);
    return this.slugger.slug(heading);
  }

  /** The anchor `derive` would give now, without counting it as used. */
  peek(pageIndex: number, heading: string): string {
    this.startPage(pageIndex);
    const counts = { ...this.slugger.occurrences };
    const anchor = this.slugger.slug(heading);
    this.slugger.occurrences = counts;
    return anchor;
  }

  private startPage(pageIndex: number) {
    if (pageIndex !== this.page) {
      this.page = pageIndex;
      this.slugger.reset();
    }
  }
}

/** Turns gap-coded postings into each section's list of terms. */
function termsBySection(
  vocabulary: readonly string[],
  postingLists: readonly (readonly number[])[],
  sectionCount: number,
  field: string,
): string[] {
  const terms: string[][] = Array.from({ length: sectionCount }, () => []);
  postingLists.forEach((gaps, termId) => {
    let section = -1;
    for (const gap of gaps) {
      section += gap;
      const list = terms[section];
      if (!list)
        throw new Error(
          `The search index file is malformed: ${field}.${termId} names section ${section}, which does not exist`,
        );
      list.push(vocabulary[termId]!);
    }
  });
  return terms.map((list) => list.join(' '));
}

/** `count` lines of `text`, one per section. */
function linesOf(text: string, count: number, field: string): string[] {
  const lines = count === 0 && text === '' ? [] : text.split('\n');
  if (lines.length !== count) {
    throw new Error(
      `The search index file is malformed: ${field} has ${lines.length} lines for ${count} sections`,
    );
  }
  return lines;
}

/** Checks a downloaded file against the schema (a clear error names the first bad field) and expands it. */
export function decodeSearchIndex(data: unknown): SearchEntry[] {
  const parsed = z.safeParse(searchIndexFileSchema, data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `The search index file is malformed at ${issue?.path.join('.') || 'its root'}: ${issue?.message ?? 'unknown problem'}`,
    );
  }
  const file = parsed.data;
  const sectionCount = file.pages.reduce((sum, page) => sum + page.sections, 0);
  const headings = linesOf(file.headings, sectionCount, 'headings');
  const snippets = linesOf(file.snippets, sectionCount, 'snippets');
  const storedAnchors = new Map<number, string>();
  for (const [section, anchor] of file.anchors) {
    if (section < 0 || section >= sectionCount) {
      throw new Error(
        `The search index file is malformed: an anchor names section ${section}, which does not exist`,
      );
    }
    storedAnchors.set(section, anchor);
  }
  let vocabulary: string[];
  let postings: Postings;
  try {
    vocabulary = decodeVocabulary(file.vocabulary);
    postings = decodePostings(file.postings, vocabulary.length);
  } catch (error) {
    throw new Error(`The search index file is malformed: ${(error as Error).message}`);
  }
  const proseTerms = termsBySection(vocabulary, postings.prose, sectionCount, 'prose');
  const codeTerms = termsBySection(vocabulary, postings.code, sectionCount, 'code');
  const questionTerms = termsBySection(vocabulary, postings.questions, sectionCount, 'questions');
  const anchors = new AnchorNumbering();
  const entries: SearchEntry[] = [];
  file.pages.forEach((page, pageIndex) => {
    for (let n = 0; n < page.sections; n += 1) {
      const id = entries.length;
      const heading = headings[id]!;
      const anchor = storedAnchors.get(id) ?? anchors.derive(pageIndex, heading);
      entries.push({
        id,
        title: heading,
        content: snippets[id]!,
        terms: proseTerms[id]!,
        code: codeTerms[id]!,
        questions: questionTerms[id]!,
        section: page.title,
        version: page.version,
        path: anchor ? `${page.path}#${anchor}` : page.path,
        category: page.category,
      });
    }
  });
  return entries;
}
