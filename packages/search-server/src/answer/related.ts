import { askableQuestions } from '@hlf-docs/search-client/protocol';
import type { SearchHit } from '../retrieval/search.js';
import { textSimilarity } from '../text/tokens.js';
import { documentTitle, pageTitle } from './document-text.js';

/**
 * A reader's question this close to the question asked, or to one already offered (cosine of their
 * stems), would ask the same thing again in other words: it is not offered.
 */
const SAME_QUESTION = 0.5;

const HOW_TO_VERBS =
  /^(install|create|deploy|configure|enable|disable|renew|upgrade|set|add|import|register|enroll|revoke|migrate|generate|monitor|use|run|increase|join|update|delete|remove|integrate|approve|commit|invoke|query|package|export|setup|set up|connect|scale|back up|restore)\b/i;

/** A label that opens with a gerund ("Renewing peer certificates", "Getting started"). */
const GERUND_START = /^[A-Za-z]+ing\b/;

/** What a section is called: its heading, or its page's title when the heading is one word. */
function labelOf(hit: SearchHit): string {
  const section = pageTitle(hit.document).trim();
  // A one-word section ("Install") says little on its own; the page title reads better then.
  return (
    section.includes(' ') ? section : (documentTitle(hit.document).split(' › ')[0] ?? '')
  ).trim();
}

/** A section label as a question a reader would ask. */
function asQuestion(label: string): string {
  const lowered = `${label.charAt(0).toLowerCase()}${label.slice(1)}`;
  if (HOW_TO_VERBS.test(label)) return `How do I ${lowered}?`;
  // "What is Renewing peer certificates?" reads like a glitch: a gerund names an activity.
  if (GERUND_START.test(label)) return `What should I know about ${lowered}?`;
  // "Gateway API implementations": a plural names several things (but not "status", "basis").
  return /[^isu]s$/.test(label) ? `What are ${label}?` : `What is ${label}?`;
}

/**
 * Related queries come from the sections found, never from invention. As questions: a section's
 * own first reader's question when it has them ("How do I approve a chaincode definition for my
 * org?", the next step of the page just read as often as not), else its label made a question
 * ("How do I install a chaincode?" / "What is X?"). As queries: the label as is. The first section
 * is what the answer quoted first, which the reader has just read: it is not offered again, nor is
 * another section of the same label when the label is what is offered, nor a reader's question
 * that asks again what was asked or offered (SAME_QUESTION).
 */
export function relatedQueries(
  query: string,
  hits: readonly SearchHit[],
  size: number,
  format: 'question' | 'query',
): string[] {
  const [quoted, ...rest] = hits;
  const seen = new Set([query.trim().toLowerCase(), quoted ? labelOf(quoted).toLowerCase() : '']);
  const out: string[] = [];
  for (const hit of rest) {
    if (out.length >= size) break;
    // The site's entries carry the questions a reader would ask that the section answers.
    const asked = format === 'question' ? askableQuestions(hit.document.questions) : [];
    const question = asked.find((each) =>
      [query, ...out].every((other) => textSimilarity(each, other) < SAME_QUESTION),
    );
    if (question !== undefined) {
      out.push(question.trim());
      continue;
    }
    if (asked.length > 0) continue;
    const label = labelOf(hit);
    if (label === '' || seen.has(label.toLowerCase())) continue;
    seen.add(label.toLowerCase());
    out.push(format === 'query' ? label : asQuestion(label));
  }
  return out;
}
