import type { SearchHit } from '../retrieval/search.js';
import { documentTitle } from './document-text.js';

const HOW_TO_VERBS =
  /^(install|create|deploy|configure|enable|disable|renew|upgrade|set|add|import|register|enroll|revoke|migrate|generate|monitor|use|run|increase|join|update|delete|remove|integrate|approve|commit|invoke|query|package|export|setup|set up|connect|scale|back up|restore)\b/i;

/**
 * Related queries come from the sections found, never from invention: a section label becomes a
 * query as is, or a question ("How do I install a chaincode?" / "What is X?").
 */
export function relatedQueries(
  query: string,
  hits: readonly SearchHit[],
  size: number,
  format: 'question' | 'query',
): string[] {
  const seen = new Set([query.trim().toLowerCase()]);
  const out: string[] = [];
  for (const hit of hits) {
    const section = typeof hit.document.section === 'string' ? hit.document.section.trim() : '';
    // A one-word section ("Install") says little on its own; the page title reads better then.
    const label = (
      section.includes(' ') ? section : (documentTitle(hit.document).split(' › ')[0] ?? '')
    ).trim();
    if (label === '' || seen.has(label.toLowerCase())) continue;
    seen.add(label.toLowerCase());
    if (format === 'query') {
      out.push(label);
    } else if (HOW_TO_VERBS.test(label)) {
      out.push(`How do I ${label.charAt(0).toLowerCase()}${label.slice(1)}?`);
    } else {
      out.push(`What is ${label}?`);
    }
    if (out.length >= size) break;
  }
  return out;
}
