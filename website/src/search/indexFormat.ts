import GithubSlugger from 'github-slugger';
import * as z from 'zod/mini';

// The search index file, as the plugin writes it and the search box reads it. Whole section text
// would cost about 4 kB of gzip per page, so the file holds, per section, its heading and a short
// snippet for display, and, per term of one shared vocabulary, the sections that contain it. The
// search box expands that back into each section's words and indexes those.

/** Lists of positive integers, checked in one plain loop: zod per number costs ~20 ms here. */
function isGapLists(value: unknown): value is number[][] {
  if (!Array.isArray(value)) return false;
  for (const list of value) {
    if (!Array.isArray(list)) return false;
    for (const gap of list) if (!Number.isInteger(gap) || gap < 1) return false;
  }
  return true;
}

/** Section numbers in increasing order, each stored as the gap from the previous one. */
const postings = z.custom<number[][]>(isGapLists, 'expected lists of positive integer gaps');

export const searchIndexFileSchema = z.object({
  /** Bumped whenever the shape changes, so that a stale page can tell. */
  format: z.literal(2),
  pages: z.array(
    z.object({
      title: z.string(),
      /** Path under the site, without an anchor. */
      path: z.string(),
      /** Docs version: `current` for unversioned docs and for blog posts. */
      version: z.string(),
      /** `default` for docs pages, `blog` for posts: the search box's facet. */
      category: z.enum(['default', 'blog']),
    }),
  ),
  /**
   * One per section, in page order: [page index, heading, snippet] when the anchor is the slug
   * of the heading (as the built page numbers them), else [page index, heading, snippet, anchor],
   * where '' is the page's opening text.
   */
  sections: z.array(
    z.union([
      z.tuple([z.int(), z.string(), z.string()]),
      z.tuple([z.int(), z.string(), z.string(), z.string()]),
    ]),
  ),
  /** Every stored term, once. */
  vocabulary: z.array(z.string()),
  /** For each vocabulary term, the sections whose prose has it (gap-coded, 1-based gaps). */
  prose: postings,
  /** The same for the sections' code blocks (which weigh less), where the prose lacks the term. */
  code: postings,
});

export type SearchIndexFile = z.infer<typeof searchIndexFileSchema>;
export type SectionRecord = SearchIndexFile['sections'][number];

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

/** Checks a downloaded file against the schema (a clear error names the first bad field) and expands it. */
export function decodeSearchIndex(data: unknown): SearchEntry[] {
  const parsed = z.safeParse(searchIndexFileSchema, data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `The search index file is malformed at ${issue?.path.join('.') || 'its root'}: ${issue?.message ?? 'unknown problem'}`,
    );
  }
  const { pages, sections, vocabulary, prose, code } = parsed.data;
  if (prose.length !== vocabulary.length || code.length !== vocabulary.length)
    throw new Error('The search index file is malformed: postings and vocabulary differ in length');
  const proseTerms = termsBySection(vocabulary, prose, sections.length, 'prose');
  const codeTerms = termsBySection(vocabulary, code, sections.length, 'code');
  const anchors = new AnchorNumbering();
  return sections.map(([pageIndex, heading, snippet, storedAnchor], id) => {
    const page = pages[pageIndex];
    if (!page)
      throw new Error(
        `The search index file is malformed: section ${id} names page ${pageIndex}, which does not exist`,
      );
    const anchor = storedAnchor ?? anchors.derive(pageIndex, heading);
    return {
      id,
      title: heading,
      content: snippet,
      terms: proseTerms[id]!,
      code: codeTerms[id]!,
      section: page.title,
      version: page.version,
      path: anchor ? `${page.path}#${anchor}` : page.path,
      category: page.category,
    };
  });
}
