/** A piece of text, marked when it is one of the matched words. */
export interface TextSegment {
  text: string;
  match: boolean;
}

/** `text` as a regular expression that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Cuts `text` into plain and matched pieces: each word that starts with one of `terms`
 * (case-insensitive) is marked up to the term's length, so that "cert" marks the start of
 * "certificate". The text is never turned into HTML here: the pieces are rendered as React text
 * nodes, which React escapes, so a snippet that contains `<script>` shows as those characters.
 */
export function highlightSegments(text: string, terms: readonly string[]): TextSegment[] {
  const words = [...new Set(terms.filter((term) => term.length > 0))].sort(
    (a, b) => b.length - a.length,
  );
  if (words.length === 0 || text.length === 0) return text ? [{ text, match: false }] : [];
  const pattern = patternFor(words);
  const segments: TextSegment[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const start = found.index;
    // Only at the start of a word. A match inside a word lies wholly inside it (terms are
    // letters and digits), so skipping it cannot skip a word start.
    if (WORD_CHARACTER_BEFORE.test(text.slice(Math.max(0, start - 2), start))) continue;
    if (start > last) segments.push({ text: text.slice(last, start), match: false });
    segments.push({ text: found[0], match: true });
    last = start + found[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), match: false });
  return segments;
}

/** Does the text before a match end in a letter or digit (a code point: two units at most)? */
const WORD_CHARACTER_BEFORE = /[\p{L}\p{N}]$/u;

// A result list highlights some sixty texts, mostly with the same few term lists, so compiled
// patterns are kept for reuse (matchAll copies a pattern, so sharing one is safe), up to a bound
// for long sessions. The word-start test is kept out of the pattern: a Unicode class in a
// case-insensitive pattern is costly to compile, which took 9 ms of a first search.
const patterns = new Map<string, RegExp>();
const MAX_PATTERNS = 500;

function patternFor(words: readonly string[]): RegExp {
  const key = words.join('\n');
  let pattern = patterns.get(key);
  if (!pattern) {
    if (patterns.size >= MAX_PATTERNS) patterns.clear();
    pattern = new RegExp(words.map(escapeRegExp).join('|'), 'giu');
    patterns.set(key, pattern);
  }
  return pattern;
}
