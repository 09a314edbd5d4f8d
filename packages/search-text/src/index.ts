export { STOP_WORDS } from './stop-words.js';
export { distinctTerms, normalizeTerm, tokenize } from './terms.js';
export { FIELD_WEIGHTS } from './fields.js';
export { sectionTerms } from './section-terms.js';
export type { SectionTerms } from './section-terms.js';
export { INDEX_TERMS, TERM_SET_FIELDS } from './index-terms.js';
export { fuzzyRule, MAX_FUZZY, prefixRule, queryOptions } from './matching.js';
export { mendSwappedLetters, neighbourSwaps, SWAPPED_WORD_LENGTH } from './transpositions.js';
export type { Vocabulary } from './transpositions.js';
export { MIN_SHARE_OF_BEST, queryTermCount, rankSections, sectionScore } from './ranking.js';
export { groupByPage, OTHER_SECTIONS_SHARE } from './pages.js';
export type { PageGroup } from './pages.js';
export {
  cutSnippet,
  cutSnippetParts,
  SNIPPET_LENGTH,
  snippetAround,
  snippetPartsFrom,
  snippetStart,
  snippetText,
} from './snippet.js';
export type { SnippetParts, SnippetText } from './snippet.js';
