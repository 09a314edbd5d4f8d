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
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.map(escapeRegExp).join('|')})`, 'giu');
  const segments: TextSegment[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const start = found.index;
    if (start > last) segments.push({ text: text.slice(last, start), match: false });
    segments.push({ text: found[0], match: true });
    last = start + found[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), match: false });
  return segments;
}
