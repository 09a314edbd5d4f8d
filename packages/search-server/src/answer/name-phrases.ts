import { normalizeTerm } from '@hlf-docs/search-text';
import { ASKED_PROPERTIES, textOf } from '../retrieval/document-fields.js';
import type { CollectionState } from '../storage/collection-state.js';
import { questionWords } from './grounding.js';

/**
 * Names of several words ("AWS Managed Blockchain", "Azure Key Vault", "Raspberry Pi"): the docs
 * may hold each word in other places ("AWS" for a storage class, "Vault" for HashiCorp's), so a
 * section that shares the words is about something else. Such a name is one the docs know when
 * they write each two neighbouring words of it side by side somewhere, in any case and with any
 * ending ("Gateway API CRD" is known from "Gateway API" and "API CRDs").
 */

/**
 * A question whose content words are nearly all capitalised is written in title case or in
 * capitals ("How Do I Renew The Certificates"): its capitals are its style, not names.
 */
const STYLE_SHARE = 0.8;

/**
 * The names of several words a question writes: runs of name words (questionWords) that only a
 * space separates, as their words. A stop word ("of", "the") ends a run.
 */
export function namePhrases(question: string): string[][] {
  const words = questionWords(question).filter(({ word }) => normalizeTerm(word) !== null);
  const named = words.filter(({ isName }) => isName).length;
  if (words.length > 0 && named / words.length >= STYLE_SHARE) return [];
  const phrases: string[][] = [];
  let run: typeof words = [];
  const close = () => {
    if (run.length >= 2) phrases.push(run.map(({ word }) => word));
    run = [];
  };
  for (const current of words) {
    const previous = run.at(-1);
    const joined = previous && question.slice(previous.end, current.start) === ' ';
    if (!current.isName) close();
    else if (joined) run.push(current);
    else {
      close();
      run = [current];
    }
  }
  close();
  return phrases;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether some document writes `first` and then `second`, each possibly with a longer ending. */
function saysSideBySide(state: CollectionState, first: string, second: string): boolean {
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])${escapeRegExp(first)}[\\p{L}\\p{N}]*[\\s-]+${escapeRegExp(second)}`,
    'iu',
  );
  for (const index of state.indexes.values()) {
    // What the documents say, not what readers ask of them (ASKED_PROPERTIES).
    const properties = index.text.fields.filter((field) => !ASKED_PROPERTIES.has(field));
    // The documents that hold both words (threshold 0: every term), then the order in their text.
    const holders = index.text.search({ term: `${first} ${second}`, properties, threshold: 0 });
    for (const { id } of holders) {
      const document = index.documents.get(id);
      if (document && properties.some((field) => pattern.test(textOf(document[field])))) {
        return true;
      }
    }
  }
  return false;
}

/**
 * The names of several words that a question writes and the collection does not hold, each in
 * lower case with its words joined by a space ("aws managed blockchain").
 */
export function unheldNamePhrases(state: CollectionState, question: string): string[] {
  return namePhrases(question)
    .filter((words) => words.slice(1).some((word, at) => !saysSideBySide(state, words[at]!, word)))
    .map((words) => words.join(' ').toLowerCase());
}
