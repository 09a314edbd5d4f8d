import { cutSnippetParts, distinctTerms, snippetText } from '@hlf-docs/search-text';
import type { SnippetText } from '@hlf-docs/search-text';
import type { DocumentRecord } from '../storage/entities.js';
import type { SearchParams } from './search.js';

/** The JSON of one hit's document as a search shaped it (`select`, `snippet`). */
export type ShapedJson = (document: DocumentRecord) => string;

/** What a document's shaped JSON is made of, for the last shape it was written in. */
interface ShapedParts {
  /** The shape (snippet property and selection) these parts are for. */
  shape: string;
  /** `"title":"…","path":"…"`: the selected properties but the snippet's, in ASCII JSON. */
  members: string;
  /** The snippet property's text ready for cutting, when it is a string. */
  text: SnippetText | undefined;
  /** The snippet property's JSON, when it is not a string (sent as it is). */
  other: string | undefined;
}

/*
 * What stays the same from one search to the next is kept by document, and goes with it when a
 * write replaces it (documents are never changed in place, so nothing kept goes stale). One shape
 * per document: a service serves one or two search boxes, each asking for one constant shape; a
 * document asked for in another shape is prepared again.
 */
const shapedParts = new WeakMap<DocumentRecord, ShapedParts>();

/**
 * JSON with every character beyond ASCII written as a `\u` escape (the same value once parsed).
 * One such character in an answer's string (a `…`, a curly quote) makes V8 keep the whole string
 * at two bytes a character and encode it to UTF-8 several times slower: the site's 60 snippets
 * were written 40% faster once the answer stayed ASCII.
 */
function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u0080-\uffff]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** `…` as a JSON escape: most snippets have one, and the escape keeps them ASCII. */
const OMITTED_ESCAPED = '\\u2026';

/** A snippet's JSON string (its text as it is: escaping each cut text would cost more). */
function snippetJson(text: SnippetText, terms: readonly string[], length: number): string {
  const { body, cutBefore, cutAfter } = cutSnippetParts(text, terms, length);
  const inner = JSON.stringify(body).slice(1, -1);
  return `"${cutBefore ? OMITTED_ESCAPED : ''}${inner}${cutAfter ? OMITTED_ESCAPED : ''}"`;
}

function prepare(
  document: DocumentRecord,
  shape: string,
  select: readonly string[] | undefined,
  property: string | undefined,
): ShapedParts {
  const members = (select ?? Object.keys(document))
    .filter((name) => name !== property && Object.hasOwn(document, name))
    .map((name) => `${asciiJson(name)}:${asciiJson(document[name])}`)
    .join(',');
  const value =
    property !== undefined && Object.hasOwn(document, property) ? document[property] : undefined;
  return {
    shape,
    members,
    text: typeof value === 'string' ? snippetText(value) : undefined,
    other: value === undefined || typeof value === 'string' ? undefined : asciiJson(value),
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
  const shape = `${property ?? ''}\n${select?.join('\n') ?? '*'}`;
  const propertyJson = property === undefined ? '' : `${asciiJson(property)}:`;
  return (document) => {
    let parts = shapedParts.get(document);
    if (parts?.shape !== shape) {
      parts = prepare(document, shape, select, property);
      shapedParts.set(document, parts);
    }
    const value = parts.text ? snippetJson(parts.text, terms, snippet!.length) : parts.other;
    if (value === undefined) return `{${parts.members}}`;
    return `{${parts.members}${parts.members === '' ? '' : ','}${propertyJson}${value}}`;
  };
}
