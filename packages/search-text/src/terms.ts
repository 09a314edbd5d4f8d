import { STOP_WORDS } from './stop-words.js';

// The one definition of a search term. The site's index plugin stores each section's terms, its
// search box indexes and queries them, and the search service indexes and queries documents with
// the same rules: a stored term that was cut or normalised differently could never match a typed
// one, and one query would rank differently in the site's local and cloud modes.

/** Runs of letters and digits: `--statedb` → `statedb`, `kubectl-hlf` → `kubectl`, `hlf`. */
const WORD = /[\p{L}\p{N}]+/gu;

/** Splits text into raw words, before normalisation. */
export function tokenize(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** A word as it is stored and searched: lower case; `null` for stop words and single letters. */
export function normalizeTerm(word: string): string | null {
  const term = word.toLowerCase();
  if (term.length < 2 || STOP_WORDS.has(term)) return null;
  return term;
}

/** The distinct terms of a text, in order of first appearance. */
export function distinctTerms(text: string): string[] {
  const terms = new Set<string>();
  for (const word of tokenize(text)) {
    const term = normalizeTerm(word);
    if (term) terms.add(term);
  }
  return [...terms];
}
