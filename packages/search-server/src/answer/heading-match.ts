import { distinctTerms } from '@hlf-docs/search-text';
import { stem } from '../text/tokens.js';

/** A heading's word and a question's term are the same word in one form or another. */
const sameWord = (word: string, term: string) => word === term || stem(word) === stem(term);

/**
 * Whether a section's heading says what the question asks, no more and no less: each word of the
 * heading (numbers of steps aside) is a word of the question, in one form or another, and each
 * of the question's own terms is in the heading. "How do I install the operator?" is the heading
 * "Install the operator", not "Install the Prometheus Operator", whose body, about operators
 * being installed, otherwise matches as well; "How do I upgrade the operator?" is the page
 * "Upgrading the operator".
 */
export function headingSaysQuestion(heading: string, own: readonly string[]): boolean {
  if (own.length === 0) return false;
  const words = distinctTerms(heading).filter((word) => !/^\d+$/.test(word));
  if (words.length === 0) return false;
  return (
    words.every((word) => own.some((term) => sameWord(word, term))) &&
    own.every((term) => words.some((word) => sameWord(word, term)))
  );
}

/** The summed weights of the terms that a heading holds, in one form or another. */
export function headingWeightOf(heading: string, terms: ReadonlyMap<string, number>): number {
  const words = distinctTerms(heading);
  let held = 0;
  for (const [term, weight] of terms) {
    if (words.some((word) => sameWord(word, term))) held += weight;
  }
  return held;
}

/** The share of the question's own terms that a heading holds, in one form or another. */
export function headingShareOfQuestion(heading: string, own: readonly string[]): number {
  if (own.length === 0) return 0;
  const words = distinctTerms(heading);
  return own.filter((term) => words.some((word) => sameWord(word, term))).length / own.length;
}

/** A page's title is named, in part or in full, from this many of its words on. */
const TITLE_WORDS_NAMED = 2;

/**
 * The share of a page title's words that are words of the question, or 0 when fewer than two are:
 * "do I need the kubernetes chaincode builder?" names three quarters of "Kubernetes chaincode
 * builder (deprecated)"; one shared word names no page.
 */
export function titleShareInQuestion(title: string, own: readonly string[]): number {
  const words = distinctTerms(title).filter((word) => !/^\d+$/.test(word));
  const named = words.filter((word) => own.some((term) => sameWord(word, term))).length;
  return named < TITLE_WORDS_NAMED ? 0 : named / words.length;
}
