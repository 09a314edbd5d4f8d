import type { DocumentRecord } from '../storage/entities.js';

// Which properties of a schema-free document are its text, for every index that reads them.

/**
 * Properties that locate or label a document (its address, its category and version) are for
 * `where` and facets, not text: a word of a path repeats the title, and matching "default" in
 * every document's category only adds noise (and a third of the search time).
 */
export const NON_TEXT_PROPERTIES = new Set([
  'id',
  'path',
  'url',
  'link',
  'href',
  'category',
  'version',
]);

/**
 * Properties that hold what readers ask rather than what the docs say (the site's `questions`):
 * searched, but no evidence that the docs use a word. A word that only a question holds
 * ("OAuth") is still a name no page mentions, and weighs by the pages that do say it.
 */
export const ASKED_PROPERTIES: ReadonlySet<string> = new Set(['questions']);

/** Other properties whose values are strings (or lists of strings) are searchable text. */
export function textFieldsOf(document: DocumentRecord): string[] {
  return Object.entries(document)
    .filter(
      ([name, value]) =>
        !NON_TEXT_PROPERTIES.has(name) &&
        (typeof value === 'string' ||
          (Array.isArray(value) &&
            value.length > 0 &&
            value.every((item) => typeof item === 'string'))),
    )
    .map(([name]) => name);
}

/** The text of a property: a string, or a list of strings joined. */
export function textOf(value: unknown): string {
  if (Array.isArray(value)) return value.join(' ');
  return typeof value === 'string' ? value : '';
}
