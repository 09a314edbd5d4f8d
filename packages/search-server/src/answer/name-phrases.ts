import { normalizeTerm } from '@hlf-docs/search-text';
import { ASKED_PROPERTIES, textOf } from '../retrieval/document-fields.js';
import type { CollectionState } from '../storage/collection-state.js';
import { stem } from '../text/tokens.js';
import { questionWords } from './grounding.js';

/**
 * Names of several words ("AWS Managed Blockchain", "Azure Key Vault", "Docker Swarm"): the docs
 * may hold each word in other places ("Managed" of a cluster, "Vault" of HashiCorp's), so a
 * section that shares the words is about something else. Such a name is one the docs know when
 * they write each two neighbouring words of it side by side somewhere, in any case and in any form
 * of each word ("Fabric Peers" is known from "Fabric peer").
 * Only plain capitalised words make such a name ("Managed", "Swarm"): a word in capitals, with
 * capitals inside or with digits is a name on its own, and a reader puts one next to another
 * that the docs do not ("the FabricPeer CRD", "a Prometheus ServiceMonitor", "Fabric v2.5").
 */

/**
 * A question whose content words are nearly all capitalised is written in title case or in
 * capitals ("How Do I Renew The Certificates"): its capitals are its style, not names.
 */
const STYLE_SHARE = 0.8;

/** A plain capitalised word: a capital, then small letters only. */
const PLAIN_CAPITALISED = /^\p{Lu}\p{Ll}+$/u;

/**
 * The names of several words a question writes: runs of plain capitalised name words
 * (questionWords) that only a space separates, as their words. A stop word ("of", "the") ends a
 * run, and so does a word that is a name on its own.
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
    if (!current.isName || !PLAIN_CAPITALISED.test(current.word)) close();
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

/**
 * What a word's forms start with: its stem when the word starts with it ("peers", "peer"; "managed",
 * "manag"), else the word ("key", whose stem is "kei").
 */
function formsStart(word: string): string {
  const lower = word.toLowerCase();
  const root = stem(lower);
  return lower.startsWith(root) ? root : lower;
}

/** Whether some document writes `first` and then `second`, each in any of its forms. */
function saysSideBySide(state: CollectionState, first: string, second: string): boolean {
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])${escapeRegExp(formsStart(first))}[\\p{L}\\p{N}]*[\\s-]+${escapeRegExp(formsStart(second))}`,
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
 * lower case with its words joined by a space ("managed blockchain").
 */
export function unheldNamePhrases(state: CollectionState, question: string): string[] {
  return namePhrases(question)
    .filter((words) => words.slice(1).some((word, at) => !saysSideBySide(state, words[at]!, word)))
    .map((words) => words.join(' ').toLowerCase());
}
