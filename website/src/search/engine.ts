import MiniSearch, { type SearchOptions } from 'minisearch';
import {
  FIELD_WEIGHTS,
  groupByPage,
  mendSwappedLetters,
  normalizeTerm,
  queryOptions,
  queryTermCount,
  rankSections,
  sectionScore,
  tokenize,
} from '@hlf-docs/search-text';
import type { SearchEntry } from './indexFormat';

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

// The text pipeline, field weights, matching rules and ranking are those of @hlf-docs/search-text,
// shared with the search service so that a query ranks the same in local and cloud mode. They were
// tuned with `npm run bench:search -w website` on our query set (bench/search/queries.json); see
// bench/search-engines.md for the figures behind them.

/** FIELD_WEIGHTS under the names of `SearchEntry`, whose prose field is `terms`. */
export const FIELD_BOOST = {
  title: FIELD_WEIGHTS.title,
  section: FIELD_WEIGHTS.section,
  terms: FIELD_WEIGHTS.content,
  code: FIELD_WEIGHTS.code,
  questions: FIELD_WEIGHTS.questions,
};

const QUERY_OPTIONS: SearchOptions = { ...queryOptions(), boost: FIELD_BOOST };
/** A word as it is, in every field: whether the index holds it. */
const EXACT_OPTIONS: SearchOptions = queryOptions({ exact: true });

/** Fields of `SearchEntry` that hold normalised terms rather than text. */
const isTermList = (field: string | undefined) =>
  field === 'terms' || field === 'code' || field === 'questions';

/** The in-browser index of the site's sections (MiniSearch, chosen by measurement). */
export class SectionSearch {
  private readonly index: MiniSearch<SearchEntry>;

  constructor(private readonly entries: readonly SearchEntry[]) {
    this.index = new MiniSearch<SearchEntry>({
      fields: Object.keys(FIELD_BOOST),
      storeFields: [],
      // INDEX_TERMS of @hlf-docs/search-text, by hand: `terms`, `code` and `questions` (the
      // service's `content`, `code` and `questions`) hold each term once, normalised when the site was built, so
      // splitting them instead of running the word pattern and normaliser again gives the same
      // terms and halves the time to index the site, which the reader waits for on a first search.
      tokenize: (text, field) =>
        isTermList(field) ? (text === '' ? [] : text.split(' ')) : tokenize(text),
      processTerm: (term, field) => (isTermList(field) ? term : normalizeTerm(term)),
    });
    this.index.addAll(entries);
  }

  /** Matching sections, best first. `accept` filters entries (version, category) before ranking. */
  searchSections(
    typed: string,
    accept: (entry: SearchEntry) => boolean = () => true,
  ): SectionHit[] {
    if (queryTermCount(typed) === 0) return [];
    const options: SearchOptions = {
      ...QUERY_OPTIONS,
      filter: (result) => accept(this.entries[result.id as number]!),
    };
    const typedResults = this.index.search(typed, options);
    // A word that matched nothing, typed with two letters swapped, is searched as the word the
    // index holds: a second search only for such a query.
    // Gathered only when a word could need it (4 to 7 letters): not on every keystroke.
    let matched: Set<string> | undefined;
    const query = mendSwappedLetters(typed, {
      knows: (word) =>
        (matched ??= new Set(typedResults.flatMap((result) => result.queryTerms))).has(word),
      holds: (word) => this.index.search(word, EXACT_OPTIONS).length > 0,
    });
    const results = query === typed ? typedResults : this.index.search(query, options);
    const wordCount = queryTermCount(query);
    return rankSections(
      results.map((result) => ({
        entry: this.entries[result.id as number]!,
        score: sectionScore(result.score, result.queryTerms, wordCount),
        terms: [...new Set([...result.queryTerms, ...result.terms])],
      })),
    );
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
