import type { CollectionState } from '../storage/collection-state.js';
import { ASKED_PROPERTIES } from './document-fields.js';

export interface TermRarity {
  /** The inverse document frequency `ln(1 + N / (1 + n))` of N documents, n holding the term. */
  rarity: number;
  /** Whether any document holds the term (as written, as a prefix, or with a typo). */
  held: boolean;
  /** Whether a document holds the very word: a name is not held by a word one letter away. */
  heldExactly: boolean;
}

/**
 * How telling each term is in a collection, and whether any document holds it at all, a term
 * matched as a search matches it (as written, as a prefix, or with a typo). Rare terms say most
 * of a question's topic; a term no document holds is a topic the collection does not have.
 */
export function termRarity(
  state: CollectionState,
  terms: readonly string[],
): Map<string, TermRarity> {
  const total = state.documentCount;
  const rarity = new Map<string, TermRarity>();
  // What the documents say, not what readers ask of them (ASKED_PROPERTIES).
  const said = [...state.indexes.values()].map((index) => ({
    text: index.text,
    properties: index.text.fields.filter((field) => !ASKED_PROPERTIES.has(field)),
  }));
  for (const term of terms) {
    let holders = 0;
    let exactHolders = 0;
    for (const { text, properties } of said) holders += text.search({ term, properties }).length;
    // A term no document holds even with a typo is not held exactly either: one search, not two.
    if (holders > 0) {
      for (const { text, properties } of said) {
        exactHolders += text.search({ term, properties, exact: true }).length;
      }
    }
    rarity.set(term, {
      rarity: Math.log(1 + total / (1 + holders)),
      held: holders > 0,
      heldExactly: exactHolders > 0,
    });
  }
  return rarity;
}
