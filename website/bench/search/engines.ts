import { create, insertMultiple, search } from '@orama/orama';
import { distinctTerms, groupByPage, normalizeTerm, tokenize } from '@hlf-docs/search-text';
import { FIELD_BOOST, SectionSearch } from '../../src/search/engine';
import type { SearchEntry } from '../../src/search/indexFormat';

/** An engine under comparison: index the entries, then answer with section paths, best first. */
export interface CandidateEngine {
  name: string;
  build(entries: SearchEntry[]): (query: string) => string[];
}

/** The site's own engine module, exactly as the search box runs it. */
const minisearch: CandidateEngine = {
  name: 'minisearch',
  build(entries) {
    const engine = new SectionSearch(entries);
    return (query) => engine.search(query).map((page) => page.sections[0]!.entry.path);
  },
};

/**
 * Orama with the same fields, weights, typo tolerance, term rules and page ranking, so that the
 * engines differ only in how they index and score sections.
 */
const orama: CandidateEngine = {
  name: '@orama/orama',
  build(entries) {
    const db = create({
      schema: { title: 'string', section: 'string', terms: 'string', code: 'string' } as const,
      components: {
        tokenizer: {
          language: 'english',
          normalizationCache: new Map(),
          tokenize: (raw: string) =>
            tokenize(raw)
              .map(normalizeTerm)
              .filter((term): term is string => term !== null),
        },
      },
    });
    void insertMultiple(
      db,
      entries.map((entry) => ({
        id: String(entry.id),
        title: entry.title,
        section: entry.section,
        terms: entry.terms,
        code: entry.code,
      })),
    );
    return (query) => {
      const tolerance = Math.max(...distinctTerms(query).map((term) => term.length)) >= 5 ? 1 : 0;
      // As the site ranks: sections with any word (threshold 1), pages grouped the same way.
      const { hits } = search(db, {
        term: query,
        tolerance,
        threshold: 1,
        limit: 100,
        boost: FIELD_BOOST,
      }) as Awaited<ReturnType<typeof search>>;
      const paths = hits.map((hit) => ({ path: entries[Number(hit.id)]!.path, score: hit.score }));
      return groupByPage(paths, (hit) => hit.path).map((page) => page.sections[0]!.path);
    };
  },
};

export const candidateEngines: CandidateEngine[] = [minisearch, orama];
