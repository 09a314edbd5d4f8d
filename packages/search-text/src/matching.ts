import type { SearchOptions } from 'minisearch';
import { normalizeTerm, tokenize } from './terms.js';

/** As-you-type: the last word is usually unfinished, and "cert" should find "certificate". */
export const prefixRule = (term: string) => term.length >= 2;

/**
 * One slip in a word of five letters or more (a fifth of its length, which MiniSearch rounds: two
 * from eight letters on). Letters swapped are two slips (mendSwappedLetters).
 */
export const fuzzyRule = (term: string) => (term.length >= 5 ? 0.2 : false);

export const MAX_FUZZY = 2;

/**
 * MiniSearch search options for a query: any word may match (a section rarely holds every word
 * of a question; `sectionScore` then scales each score by the share of words it holds), with the
 * prefix and typo rules above unless `exact`. Field weights are the caller's: their field names
 * differ (see FIELD_WEIGHTS).
 */
export function queryOptions({ exact = false }: { exact?: boolean } = {}): SearchOptions {
  return {
    tokenize,
    processTerm: normalizeTerm,
    combineWith: 'OR',
    prefix: exact ? false : prefixRule,
    fuzzy: exact ? false : fuzzyRule,
    maxFuzzy: MAX_FUZZY,
  };
}
