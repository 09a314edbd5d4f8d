import type { DocumentRecord } from '../storage/entities.js';
import type { SearchResult } from './search.js';

/**
 * The JSON of each stored document, made the first time a search returns it. A search of the
 * site's collection returns 60 sections (70 kB of JSON), and writing them out was a fifth of a
 * search thread's time; most hits are documents an earlier search already returned. Documents are
 * never changed in place (a write replaces the object), so an entry can never go stale, and one
 * whose document is gone is collected with it.
 */
const documentJson = new WeakMap<DocumentRecord, string>();

function jsonOf(document: DocumentRecord): string {
  let json = documentJson.get(document);
  if (json === undefined) {
    json = JSON.stringify(document);
    documentJson.set(document, json);
  }
  return json;
}

/** `JSON.stringify(result)`, with each document's JSON made once. */
export function searchResultJson(result: SearchResult): string {
  const hits = result.hits
    .map(
      (hit) =>
        `{"id":${JSON.stringify(hit.id)},"score":${JSON.stringify(hit.score)},"document":${jsonOf(hit.document)}}`,
    )
    .join(',');
  const facets = result.facets === undefined ? '' : `,"facets":${JSON.stringify(result.facets)}`;
  return `{"count":${result.count},"hits":[${hits}]${facets}}`;
}
