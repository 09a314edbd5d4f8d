import type { Options } from 'minisearch';
import { distinctTerms, normalizeTerm, tokenize } from './terms.js';

/**
 * Fields of a section document indexed as the set of their terms, each term once: the prose, the
 * code and the readers' questions. The site's compact index stores only which sections hold a term, not how often, so
 * the service indexes its full text of these fields the same way; otherwise term counts and field
 * lengths would score one section differently in the two places. Other fields (headings, page
 * titles, the fields of other documents) are indexed as written.
 */
export const TERM_SET_FIELDS: ReadonlySet<string> = new Set(['content', 'code', 'questions']);

const isTermSet = (field: string | undefined) => field !== undefined && TERM_SET_FIELDS.has(field);

/** MiniSearch `tokenize` and `processTerm` that index each field by the rules above. */
export const INDEX_TERMS = {
  tokenize: (text: string, field?: string) =>
    isTermSet(field) ? distinctTerms(text) : tokenize(text),
  processTerm: (term: string, field?: string) => (isTermSet(field) ? term : normalizeTerm(term)),
} satisfies Pick<Options, 'tokenize' | 'processTerm'>;
