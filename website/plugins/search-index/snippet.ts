/** Longest snippet kept per section, in characters: about two lines of the search dialog. */
export const SNIPPET_LENGTH = 90;

/**
 * The text shown under a result's title: the section's opening words (its code when it has no
 * prose), cut at a word boundary. Snippets are most of the index's weight, so they stay short.
 */
export function snippetOf(prose: string, code: string): string {
  const text = (prose || code).replace(/\s+/g, ' ').trim();
  if (text.length <= SNIPPET_LENGTH) return text;
  const cut = text.slice(0, SNIPPET_LENGTH + 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${cut.slice(0, lastSpace > SNIPPET_LENGTH / 2 ? lastSpace : SNIPPET_LENGTH).replace(/[\s,;:.(]+$/, '')}…`;
}
