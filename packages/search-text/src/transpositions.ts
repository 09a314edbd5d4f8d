import { normalizeTerm, tokenize } from './terms.js';

/**
 * Two neighbouring letters typed the wrong way round ("isntall", "chanenl") are one slip to a
 * reader and two edits to the typo rule (fuzzyRule), which allows two only from eight letters on
 * (a fifth of the length, rounded): such a word of four to seven letters found nothing at all. A
 * search in which such a word matches nothing tries the words one swap away, and takes the first
 * that the index holds.
 */

/** The shortest and longest word that is mended; longer ones match with their two slips. */
export const SWAPPED_WORD_LENGTH = { min: 4, max: 7 } as const;

/** Words one swap of two neighbouring letters away from `word`, each once, left to right. */
export function neighbourSwaps(word: string): string[] {
  const swaps = new Set<string>();
  for (let at = 0; at + 1 < word.length; at += 1) {
    if (word[at] === word[at + 1]) continue;
    swaps.add(`${word.slice(0, at)}${word[at + 1]}${word[at]}${word.slice(at + 2)}`);
  }
  return [...swaps];
}

/** What a search engine tells of its vocabulary (both are asked of normalised words). */
export interface Vocabulary {
  /** Whether `word` matches some indexed word by the reader's rules (as is, as a prefix, a typo). */
  knows(word: string): boolean;
  /** Whether `word` itself is an indexed word. */
  holds(word: string): boolean;
}

/**
 * The query with each word of letters that the index knows nothing of replaced by its first
 * neighbour swap that the index holds; the query as it is when no word needed it.
 */
export function mendSwappedLetters(query: string, vocabulary: Vocabulary): string {
  let mended = false;
  const words = tokenize(query)
    .map(normalizeTerm)
    .filter((word): word is string => word !== null)
    .map((word) => {
      if (
        word.length < SWAPPED_WORD_LENGTH.min ||
        word.length > SWAPPED_WORD_LENGTH.max ||
        !/^\p{L}+$/u.test(word) ||
        vocabulary.knows(word)
      ) {
        return word;
      }
      const swap = neighbourSwaps(word).find((each) => vocabulary.holds(each));
      if (swap === undefined) return word;
      mended = true;
      return swap;
    });
  return mended ? words.join(' ') : query;
}
