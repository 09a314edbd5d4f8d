// A result's snippet: a short excerpt of a section's text that starts a little before the first
// word the query matches. One definition for the site (which cuts it from whole sections when a
// service sends them) and the search service (which cuts it before sending, when asked): the same
// query shows the same excerpt whoever cuts it.

/** A snippet's length in characters, without its marks of omission. */
export const SNIPPET_LENGTH = 140;

/** How much text before the first matching word a snippet keeps. */
const LEAD = 30;

const OMITTED = '…';

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** Whether the character at `at` is a letter or a digit (ASCII without a regular expression). */
function isWordCharacter(text: string, at: number): boolean {
  const code = text.charCodeAt(at);
  if (code < 128) {
    return (code >= 48 && code <= 57) || (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
  }
  return WORD_CHARACTER.test(text[at]!);
}

/** Where the first word of `lower` that starts with `term` begins, or -1. */
function firstWordAt(lower: string, term: string): number {
  // Only the start of a word counts: `peer` is not found inside `appeer`.
  let at = lower.indexOf(term);
  while (at > 0 && isWordCharacter(lower, at - 1)) at = lower.indexOf(term, at + 1);
  return at;
}

/** Terms whose first word a prepared text remembers, at most (a reader's next keystrokes repeat them). */
const REMEMBERED_TERMS = 32;

/** Where the first word of the text that starts with one of `terms` begins, or -1. */
function firstWordStartingWith(
  { lower, firstWords }: SnippetText,
  terms: readonly string[],
): number {
  let first = -1;
  for (const term of terms) {
    if (term === '') continue;
    let at = firstWords.get(term);
    if (at === undefined) {
      at = firstWordAt(lower, term);
      if (firstWords.size >= REMEMBERED_TERMS) firstWords.clear();
      firstWords.set(term, at);
    }
    if (at !== -1 && (first === -1 || at < first)) first = at;
  }
  return first;
}

/** A text made ready for cutting snippets from it: white space collapsed, and in lower case. */
export interface SnippetText {
  text: string;
  /** `text` in lower case; empty when that changes its length (İ), and positions would not line up. */
  lower: string;
  /** Where the first word starting with a term is (-1: none), for the terms already looked for. */
  firstWords: Map<string, number>;
}

/** `content` ready for `cutSnippet`; a service that cuts many snippets of one text keeps this. */
export function snippetText(content: string): SnippetText {
  const text = content.replace(/\s+/g, ' ').trim();
  const lower = text.toLowerCase();
  return { text, lower: lower.length === text.length ? lower : '', firstWords: new Map() };
}

/** A snippet in its parts: the text kept, and whether text was left out before and after it. */
export interface SnippetParts {
  body: string;
  cutBefore: boolean;
  cutAfter: boolean;
}

/** Whether a text is short enough to be its own snippet (marks of omission included). */
const fitsWhole = (text: string, length: number) => text.length <= length + 2 * OMITTED.length;

/**
 * Where the snippet of a text for a query's terms starts: a little before the first word that
 * starts with one of them, at the start of a word; 0 when none does or the text fits whole. A
 * service that cuts many snippets of one text keeps each cut by its start: the readers' queries
 * are many, the places they cut a section few.
 */
export function snippetStart(
  prepared: SnippetText,
  terms: readonly string[],
  length: number = SNIPPET_LENGTH,
): number {
  if (fitsWhole(prepared.text, length) || prepared.lower === '') return 0;
  const first = firstWordStartingWith(prepared, terms);
  return first <= LEAD ? 0 : prepared.text.lastIndexOf(' ', first - LEAD) + 1;
}

/** The snippet of a text that starts at `start` (snippetStart's): its parts. */
export function snippetPartsFrom(
  prepared: SnippetText,
  start: number,
  length: number = SNIPPET_LENGTH,
): SnippetParts {
  const { text } = prepared;
  if (fitsWhole(text, length)) return { body: text, cutBefore: false, cutAfter: false };
  const end = Math.min(text.length, start + length);
  const cut = end < text.length ? text.lastIndexOf(' ', end) : end;
  return {
    body: text.slice(start, cut > start ? cut : end),
    cutBefore: start > 0,
    cutAfter: end < text.length,
  };
}

/**
 * The snippet of a text for a query's terms (lower case, as `distinctTerms` gives them): at most
 * `length` characters cut at word boundaries. A text that fits (marks of omission included) comes
 * back whole, so a snippet cut once is left as it is when cut again.
 */
export function cutSnippetParts(
  prepared: SnippetText,
  terms: readonly string[],
  length: number = SNIPPET_LENGTH,
): SnippetParts {
  return snippetPartsFrom(prepared, snippetStart(prepared, terms, length), length);
}

/** `cutSnippetParts` as text, with `…` where text was left out. */
export function cutSnippet(
  prepared: SnippetText,
  terms: readonly string[],
  length: number = SNIPPET_LENGTH,
): string {
  const { body, cutBefore, cutAfter } = cutSnippetParts(prepared, terms, length);
  return `${cutBefore ? OMITTED : ''}${body}${cutAfter ? OMITTED : ''}`;
}

/** `cutSnippet` of `content` as it is (white space not collapsed yet). */
export function snippetAround(
  content: string,
  terms: readonly string[],
  length: number = SNIPPET_LENGTH,
): string {
  return cutSnippet(snippetText(content), terms, length);
}
