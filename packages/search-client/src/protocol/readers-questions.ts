/**
 * Of a site entry's `questions` (see search-entries.ts), those a reader can be offered as a
 * question to ask: the ones written as questions. A symptom pasted as a statement ("helm upgrade
 * fails with ...") finds its section as well, but reads oddly on a button of things to ask. Any
 * other value (a document that is not one of the site's entries) offers none.
 */
export function askableQuestions(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is string => typeof item === 'string' && item.trim().endsWith('?'),
  );
}
