import type { DocumentRecord } from '../storage/entities.js';
import type { SearchResult } from './search.js';

/**
 * The JSON of each stored document as UTF-8, made the first time a search returns it. A search of
 * the site's collection returns 60 sections (70 kB of JSON), and writing them out was a fifth of a
 * search thread's time; most hits are documents an earlier search already returned. Documents are
 * never changed in place (a write replaces the object), so an entry can never go stale, and one
 * whose document is gone is collected with it.
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

/**
 * `JSON.stringify(result)` as UTF-8, each document's part made once. The bytes own their memory
 * (no pool shared with other buffers), so they can be transferred to another thread as they are.
 */
export function searchResultBytes(result: SearchResult): Uint8Array<ArrayBuffer> {
  const parts: Buffer[] = [Buffer.from(`{"count":${result.count},"hits":[`)];
  result.hits.forEach((hit, index) => {
    const head = `${index === 0 ? '' : ','}{"id":${JSON.stringify(hit.id)},"score":${JSON.stringify(hit.score)},"document":`;
    parts.push(Buffer.from(head), bytesOf(hit.document), CLOSE_HIT);
  });
  const facets = result.facets === undefined ? '' : `,"facets":${JSON.stringify(result.facets)}`;
  parts.push(Buffer.from(`]${facets}}`));
  const length = parts.reduce((sum, part) => sum + part.length, 0);
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}

const CLOSE_HIT = Buffer.from('}');
