import { NON_TEXT_PROPERTIES } from '../retrieval/document-fields.js';
import type { DocumentRecord } from '../storage/entities.js';

/** Properties that label or locate a document rather than hold its text. */
const LABEL_PROPERTIES = new Set([...NON_TEXT_PROPERTIES, 'title', 'section']);

/** A section's page title: the site's entries keep it in `section` ('' when there is none). */
export function pageTitle(document: DocumentRecord): string {
  return typeof document.section === 'string' ? document.section : '';
}

export function documentTitle(document: DocumentRecord): string {
  const title = typeof document.title === 'string' ? document.title : '';
  const section = pageTitle(document);
  if (title && section && section !== title) return `${title} › ${section}`;
  return title || section || document.id;
}

export function documentLink(document: DocumentRecord): string | undefined {
  for (const property of ['path', 'url', 'link', 'href']) {
    const value = document[property];
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}

/**
 * The body text: `content` when present, followed by the section's `code` (the site's entries
 * keep them apart, since search weighs code less), else the longest other string property.
 */
export function documentBody(document: DocumentRecord): string {
  if (typeof document.content === 'string') {
    const code = typeof document.code === 'string' ? document.code : '';
    return [document.content, code].filter(Boolean).join('\n');
  }
  let best = '';
  for (const [property, value] of Object.entries(document)) {
    if (LABEL_PROPERTIES.has(property) || typeof value !== 'string') continue;
    if (value.length > best.length) best = value;
  }
  return best;
}

/** A Markdown link to the document, or its bare title when it has no address. */
export function documentReference(document: DocumentRecord): string {
  const title = documentTitle(document).replace(/[[\]]/g, '');
  const link = documentLink(document);
  return link ? `[${title}](${link})` : title;
}
