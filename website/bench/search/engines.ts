import { create, insertMultiple, search } from '@orama/orama';
import { OTHER_SECTIONS_SHARE, SectionSearch } from '../../src/search/engine';
import type { SearchEntry } from '../../src/search/indexFormat';
import { distinctTerms, normalizeTerm, tokenize } from '../../src/search/terms';

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
      const run = (threshold: number) =>
        search(db, {
          term: query,
          tolerance,
          threshold,
          limit: 100,
          boost: { title: 4, section: 1.5, terms: 1, code: 0.4 },
        }) as Awaited<ReturnType<typeof search>>;
      // As the site ranks: sections with any word, pages by their best section plus a share of
      // the others.
      const pages = new Map<string, { path: string; score: number }>();
      for (const hit of run(1).hits) {
        const path = entries[Number(hit.id)]!.path;
        const page = pages.get(path.split('#')[0]!);
        if (page) page.score += OTHER_SECTIONS_SHARE * hit.score;
        else pages.set(path.split('#')[0]!, { path, score: hit.score });
      }
      return [...pages.values()].sort((a, b) => b.score - a.score).map((page) => page.path);
    };
  },
};

export const candidateEngines: CandidateEngine[] = [minisearch, orama];
