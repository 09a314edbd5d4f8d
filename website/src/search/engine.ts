import MiniSearch, { type SearchOptions } from 'minisearch';
import type { SearchEntry } from './indexFormat';
import { distinctTerms, normalizeTerm, tokenize } from './terms';

/** One matching section, with the words to highlight in it. */
export interface SectionHit {
  entry: SearchEntry;
  score: number;
  /** Query words as typed (normalised) and the stored terms they matched. */
  terms: string[];
}

/** A page with its matching sections, best first: how the search box shows results. */
export interface PageHit {
  /** Page path without anchor. */
  path: string;
  title: string;
  category: SearchEntry['category'];
  score: number;
  sections: SectionHit[];
}

// Weights and rules below were chosen with `npm run bench -w website` on our query set
// (bench/search/queries.json); see bench/search-engines.md for the figures behind them.

/** A heading says what a section is about far better than a word of its body; code weighs least. */
export const FIELD_BOOST = { title: 4, section: 1.5, terms: 1, code: 0.4 };

/** Share of a page's other matching sections added to its best one when ranking pages. */
const OTHER_SECTIONS_SHARE = 0.5;

/**
 * Sections scoring under this share of the best one are left out: with any-word matching, a
 * common word or a short prefix would otherwise list most of the site.
 */
const MIN_SHARE_OF_BEST = 0.05;

const QUERY_OPTIONS: SearchOptions = {
  boost: FIELD_BOOST,
  // Any word may match (a section rarely holds every word of a question), but a section's score
  // is scaled below by the share of the query's words it holds.
  combineWith: 'OR',
  // As-you-type: the last word is usually unfinished, and "cert" should find "certificate".
  prefix: (term) => term.length >= 2,
  // One slip in a word of five letters or more, two from ten letters on.
  fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
  maxFuzzy: 2,
};

/** Fields of `SearchEntry` that hold normalised terms rather than text. */
const isTermList = (field: string | undefined) => field === 'terms' || field === 'code';

/** The in-browser index of the site's sections (MiniSearch, chosen by measurement). */
export class SectionSearch {
  private readonly index: MiniSearch<SearchEntry>;

  constructor(private readonly entries: readonly SearchEntry[]) {
    this.index = new MiniSearch<SearchEntry>({
      fields: Object.keys(FIELD_BOOST),
      storeFields: [],
      // `terms` and `code` hold terms normalised when the site was built: splitting them instead
      // of running the word pattern and normaliser again halves the time to index the site,
      // which the reader waits for on a first search.
      tokenize: (text, field) =>
        isTermList(field) ? (text === '' ? [] : text.split(' ')) : tokenize(text),
      processTerm: (term, field) => (isTermList(field) ? term : normalizeTerm(term)),
      searchOptions: { tokenize, processTerm: normalizeTerm },
    });
    this.index.addAll(entries);
  }

  /** Matching sections, best first. `accept` filters entries (version, category) before ranking. */
  searchSections(
    query: string,
    accept: (entry: SearchEntry) => boolean = () => true,
  ): SectionHit[] {
    const wordCount = distinctTerms(query).length;
    if (wordCount === 0) return [];
    const hits = this.index
      .search(query, {
        ...QUERY_OPTIONS,
        filter: (result) => accept(this.entries[result.id as number]!),
      })
      .map((result) => ({
        entry: this.entries[result.id as number]!,
        score: (result.score * new Set(result.queryTerms).size) / wordCount,
        terms: [...new Set([...result.queryTerms, ...result.terms])],
      }))
      .sort((a, b) => b.score - a.score);
    const floor = (hits[0]?.score ?? 0) * MIN_SHARE_OF_BEST;
    return hits.filter((hit) => hit.score >= floor);
  }

  /** Matching pages, best first, each with its matching sections. */
  search(query: string, accept?: (entry: SearchEntry) => boolean): PageHit[] {
    return groupByPage(this.searchSections(query, accept), (hit) => hit.entry.path).map(
      ({ path, score, sections }) => ({
        path,
        title: sections[0]!.entry.section,
        category: sections[0]!.entry.category,
        score,
        sections,
      }),
    );
  }
}

/**
 * Groups section hits (best first) by page, best page first: a page scores its best section plus
 * a share of its other sections, so a page that answers in several places ranks higher.
 */
export function groupByPage<Hit extends { score: number }>(
  hits: readonly Hit[],
  pathOf: (hit: Hit) => string,
): { path: string; score: number; sections: Hit[] }[] {
  const pages = new Map<string, { path: string; score: number; sections: Hit[] }>();
  for (const hit of hits) {
    const path = pathOf(hit).split('#')[0]!;
    const page = pages.get(path);
    if (page) {
      page.sections.push(hit);
      page.score += OTHER_SECTIONS_SHARE * hit.score;
    } else {
      pages.set(path, { path, score: hit.score, sections: [hit] });
    }
  }
  return [...pages.values()].sort((a, b) => b.score - a.score);
}
