import type { DocumentRecord } from '../storage/entities.js';
import { shapedDocumentJson } from './document-shape.js';
import { JsonWriter } from './json-writer.js';
import type { SearchHit, SearchParams, SearchResult } from './search.js';

/**
 * The JSON of each stored document as UTF-8, made the first time a search returns it whole. A
 * search of the site's collection returns 60 sections (70 kB of JSON), and writing them out was a
 * fifth of a search thread's time; most hits are documents an earlier search already returned.
 * Documents are never changed in place (a write replaces the object), so an entry never goes
 * stale, and one whose document is gone is collected with it.
 */
const documentBytes = new WeakMap<DocumentRecord, Buffer>();

function bytesOf(document: DocumentRecord): Buffer {
  let bytes = documentBytes.get(document);
  if (bytes === undefined) {
    bytes = Buffer.from(JSON.stringify(document));
    documentBytes.set(document, bytes);
  }
  return bytes;
}

/** One writer per thread: answers are written one at a time, each copied out when done. */
const writer = new JsonWriter();

const hitHead = (hit: SearchHit, index: number) =>
  `${index === 0 ? '' : ','}{"id":${JSON.stringify(hit.id)},"score":${JSON.stringify(hit.score)},"document":`;

/**
 * `JSON.stringify(result)` as UTF-8, each hit's document whole or as the search shaped it
 * (`select`, `snippet`: document-shape.ts). The bytes own their memory (no pool shared with other
 * buffers), so they can be transferred to another thread as they are.
 */
export function searchResultBytes(
  result: SearchResult,
  params: Pick<SearchParams, 'term' | 'select' | 'snippet'> = { term: '' },
): Uint8Array<ArrayBuffer> {
  const facets = result.facets === undefined ? '' : `,"facets":${JSON.stringify(result.facets)}`;
  const shaped = shapedDocumentJson(params);
  const out = writer.reset().text(`{"count":${result.count},"hits":[`);
  result.hits.forEach((hit, index) => {
    out
      .text(hitHead(hit, index))
      .bytes(shaped ? shaped(hit.document) : bytesOf(hit.document))
      .text('}');
  });
  return out.text(`]${facets}}`).finish();
}
