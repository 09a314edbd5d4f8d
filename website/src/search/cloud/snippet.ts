import { escapeRegExp } from '../highlight';

const SNIPPET_CHARS = 140;
const LEAD_CHARS = 30;

/**
 * A short excerpt of a section's whole text for the result list, starting a little before the
 * first word that matches the query (the service sends whole sections; the local index stores a
 * fixed snippet instead).
 */
export function snippetAround(content: string, terms: readonly string[]): string {
  const text = content.replace(/\s+/g, ' ').trim();
  if (text.length <= SNIPPET_CHARS) return text;
  let first = -1;
  for (const term of terms) {
    const match = new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(term)}`, 'iu').exec(text);
    if (match && (first === -1 || match.index < first)) first = match.index + match[1]!.length;
  }
  const start = first <= LEAD_CHARS ? 0 : text.lastIndexOf(' ', first - LEAD_CHARS) + 1;
  const end = Math.min(text.length, start + SNIPPET_CHARS);
  const cut = end < text.length ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '…' : ''}${text.slice(start, cut > start ? cut : end)}${end < text.length ? '…' : ''}`;
}
