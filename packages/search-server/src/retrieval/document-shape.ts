import { distinctTerms, snippetPartsFrom, snippetStart, snippetText } from '@hlf-docs/search-text';
import type { SnippetText } from '@hlf-docs/search-text';
import type { DocumentRecord } from '../storage/entities.js';
import type { SearchParams } from './search.js';

/** The JSON of one hit's document as a search shaped it (`select`, `snippet`), as UTF-8. */
export type ShapedJson = (document: DocumentRecord) => Uint8Array;

/** What a document's shaped JSON is made of, for the last shape it was written in. */
interface ShapedParts {
  /** The shape (snippet property and length, and the selection) these parts are for. */
  shape: string;
  /** `"title":"…","path":"…"`: the selected properties but the snippet's, as JSON. */
  members: string;
  /** The snippet property's text ready for cutting, when it is a string. */
  text: SnippetText | undefined;
  /** The snippet property's JSON, when it is not a string (sent as it is). */
  other: string | undefined;
  /**
   * The document's shaped JSON by where its snippet starts. The site's readers ask thousands of
   * different queries, but cut a section at a few places (most often its start): writing each
   * document's JSON at each search (cutting, escaping, encoding) was over a third of a search
   * thread's time under the site's reader mix.
   */
  bytesByStart: Map<number, Uint8Array>;
}

/*
 * What stays the same from one search to the next is kept by document, and goes with it when a
 * write replaces it (documents are never changed in place, so nothing kept goes stale). One shape
 * per document: a service serves one or two search boxes, each asking for one constant shape; a
 * document asked for in another shape is prepared again.
 */
const shapedParts = new WeakMap<DocumentRecord, ShapedParts>();

/** Starts of a document's snippets kept at most (all are forgotten when one more comes). */
const STARTS_KEPT = 8;

const OMITTED = '…';

/**
 * Kept bytes get memory of their own: a small Buffer.from comes out of a shared 8 kB slab, and one
 * kept piece would keep its whole slab alive.
 */
const utf8 = new TextEncoder();

/** A snippet's JSON string. */
function snippetJson(text: SnippetText, start: number, length: number): string {
  const { body, cutBefore, cutAfter } = snippetPartsFrom(text, start, length);
  return JSON.stringify(`${cutBefore ? OMITTED : ''}${body}${cutAfter ? OMITTED : ''}`);
}

function prepare(
  document: DocumentRecord,
  shape: string,
  select: readonly string[] | undefined,
  property: string | undefined,
): ShapedParts {
  const members = (select ?? Object.keys(document))
    .filter((name) => name !== property && Object.hasOwn(document, name))
    .map((name) => `${JSON.stringify(name)}:${JSON.stringify(document[name])}`)
    .join(',');
  const value =
    property !== undefined && Object.hasOwn(document, property) ? document[property] : undefined;
  return {
    shape,
    members,
    text: typeof value === 'string' ? snippetText(value) : undefined,
    other: value === undefined || typeof value === 'string' ? undefined : JSON.stringify(value),
    bytesByStart: new Map(),
  };
}

/**
 * How a search's hits carry their documents when it shapes them (the protocol's SearchShape):
 * only the selected properties, and the snippet's property cut around the first word the term
 * matches. Undefined for whole documents, which result-json.ts writes from their kept JSON.
 */
export function shapedDocumentJson(params: SearchParams): ShapedJson | undefined {
  const { select, snippet } = params;
  if (select === undefined && snippet === undefined) return undefined;
  const terms = distinctTerms(params.term);
  const property = snippet?.property;
  const length = snippet?.length ?? 0;
  const shape = `${property ?? ''}\n${length}\n${select?.join('\n') ?? '*'}`;
  const propertyJson = property === undefined ? '' : `${JSON.stringify(property)}:`;
  const json = (parts: ShapedParts, start: number) => {
    const value = parts.text ? snippetJson(parts.text, start, length) : parts.other;
    if (value === undefined) return `{${parts.members}}`;
    return `{${parts.members}${parts.members === '' ? '' : ','}${propertyJson}${value}}`;
  };
  return (document) => {
    let parts = shapedParts.get(document);
    if (parts?.shape !== shape) {
      parts = prepare(document, shape, select, property);
      shapedParts.set(document, parts);
    }
    const start = parts.text ? snippetStart(parts.text, terms, length) : 0;
    let bytes = parts.bytesByStart.get(start);
    if (bytes === undefined) {
      bytes = utf8.encode(json(parts, start));
      if (parts.bytesByStart.size >= STARTS_KEPT) parts.bytesByStart.clear();
      parts.bytesByStart.set(start, bytes);
    }
    return bytes;
  };
}
