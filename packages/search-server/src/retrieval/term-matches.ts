import type MiniSearch from 'minisearch';
import type { SearchOptions } from 'minisearch';
import { SearchCache } from './search-cache.js';

/**
 * MiniSearch's search of an any-word query, one word at a time, with each word's matches kept
 * until the index changes. A reader types a query a letter at a time, and each keystroke searches
 * every word again: "add new organization t" repeats the matching (prefixes and typos against the
 * whole vocabulary, then scores) of the three words the last keystroke searched too, and that
 * matching was most of a search's time. The words' matches are combined as MiniSearch combines
 * them (scores added in word order, documents in the order it meets them, the sum times the number
 * of words matched, sorted by score, ties in that order), so every result, score and tie is the
 * one `MiniSearch.search` gives (test/term-matches.test.ts compares the two on every keystroke).
 *
 * It reads two members MiniSearch does not document (`executeQuery`, `_documentIds`); when a
 * version of MiniSearch lacks them, `termMatcher` says so by returning undefined and the caller
 * searches as before.
 */

/** What MiniSearch's executeQuery gives for one word: its matches by internal document number. */
type RawMatches = Map<number, { score: number }>;

interface MiniSearchInternals {
  executeQuery(query: string, options: SearchOptions): RawMatches;
  _documentIds: Map<number, unknown>;
}

export interface TermMatch {
  id: string;
  score: number;
  /** The query's words that the document matched, each once. */
  queryTerms: string[];
}

/** A word's matches weigh their count; together at most this many are kept. */
const CAPACITY = 200_000;

/**
 * The words' matches combined, one slot per document in the order MiniSearch meets them: what
 * `search` makes its results of, and what a search that ranks and pages on its own reads without
 * an object per match (ranked-page.ts).
 */
export interface CombinedMatches {
  /** Matching documents. */
  size: number;
  /** MiniSearch's score of each slot: the words' scores added, times the words matched. */
  scores: Float64Array;
  /** How many distinct query words each slot matched. */
  matchedCounts: Int32Array;
  /** The query words a slot matched, each once. */
  termsOf(slot: number): string[];
  /** The document id of a slot. */
  idOf(slot: number): string;
  /** The engine's number for the document of a slot (until the index changes). */
  numberOf(slot: number): number;
}

export interface TermMatcher {
  /**
   * How many documents one word matches (kept like a search's words): whether a reader's word is
   * known, asked of each word before a search (transpositions.ts), without an object per match.
   */
  matchCount(word: string, options: SearchOptions, fieldsKey: string): number;
  /** MiniSearch.search(query, options) for an any-word query without term boosts. */
  search(words: readonly string[], options: SearchOptions, fieldsKey: string): TermMatch[];
  /**
   * The same matches, combined but neither made into objects nor sorted. The arrays are the
   * matcher's own and are written over by its next `combine`: read them before searching again.
   */
  combine(words: readonly string[], options: SearchOptions, fieldsKey: string): CombinedMatches;
  /** Forget every word's matches: the index changed. */
  invalidate(): void;
}

/** One word's matches, flat: document numbers in MiniSearch's order, and their scores. */
interface WordMatches {
  numbers: Int32Array;
  scores: Float64Array;
}

function flatten(matches: RawMatches): WordMatches {
  const numbers = new Int32Array(matches.size);
  const scores = new Float64Array(matches.size);
  let at = 0;
  for (const [documentNumber, { score }] of matches) {
    numbers[at] = documentNumber;
    scores[at] = score;
    at += 1;
  }
  return { numbers, scores };
}

/** A matcher over `engine()` (the current engine, which a rebuild replaces), or undefined. */
export function termMatcher(engine: () => MiniSearch): TermMatcher | undefined {
  const probe = engine() as unknown as Partial<MiniSearchInternals>;
  if (typeof probe.executeQuery !== 'function' || !(probe._documentIds instanceof Map)) {
    return undefined;
  }
  const cache = new SearchCache<WordMatches>(CAPACITY, (matches) =>
    Math.max(1, matches.numbers.length),
  );
  let revision = 0;
  /** Slot of each document number in the search under way, -1 for none; reset after each. */
  let slotOf = new Int32Array(0);
  // The slots' arrays, grown when a search needs more and written over by the next: a search
  // thread combines thousands of times a second, and new arrays for each were a fifth of what it
  // allocated (and each collection of the young generation pauses every search in flight).
  let scratch = slotArrays(0);
  const wordMatches = (word: string, options: SearchOptions, fieldsKey: string) =>
    // One word is one query spec: executeQuery's combination of one is its own map.
    cache.get(revision, `${fieldsKey}\n${word}`, () =>
      flatten((engine() as unknown as MiniSearchInternals).executeQuery(word, options)),
    );
  return {
    invalidate: () => {
      revision += 1;
    },
    matchCount: (word, options, fieldsKey) => wordMatches(word, options, fieldsKey).numbers.length,
    combine(words, options, fieldsKey) {
      const internals = engine() as unknown as MiniSearchInternals;
      // Flat arrays, one slot per document in the order MiniSearch meets them, and the words a
      // document matched as bits (at most MAX_QUERY_WORDS distinct words): a two-letter word
      // matches most documents, and an object per document and word was most of the time here.
      const distinct = [...new Set(words)];
      const perWord = words.map((word) => wordMatches(word, options, fieldsKey));
      let highest = -1;
      let most = 0;
      for (const { numbers } of perWord) {
        most += numbers.length;
        for (const documentNumber of numbers)
          if (documentNumber > highest) highest = documentNumber;
      }
      if (slotOf.length <= highest) slotOf = new Int32Array(highest + 1).fill(-1);
      if (scratch.numbers.length < most) scratch = slotArrays(most);
      const { numbers, sums, matched, scores, matchedCounts } = scratch;
      let size = 0;
      perWord.forEach((matches, index) => {
        const bit = 1 << distinct.indexOf(words[index]!);
        for (let at = 0; at < matches.numbers.length; at += 1) {
          const documentNumber = matches.numbers[at]!;
          const slot = slotOf[documentNumber]!;
          if (slot === -1) {
            slotOf[documentNumber] = size;
            numbers[size] = documentNumber;
            sums[size] = matches.scores[at]!;
            matched[size] = bit;
            size += 1;
          } else {
            sums[slot] = sums[slot]! + matches.scores[at]!;
            matched[slot] = matched[slot]! | bit;
          }
        }
      });
      for (let slot = 0; slot < size; slot += 1) {
        slotOf[numbers[slot]!] = -1;
        const count = bitCount(matched[slot]!);
        matchedCounts[slot] = count;
        scores[slot] = sums[slot]! * (count || 1);
      }
      // The words of each set of bits, made once per search (a query has few of them).
      const termsOfBits = new Map<number, string[]>();
      return {
        size,
        scores: scores.subarray(0, size),
        matchedCounts: matchedCounts.subarray(0, size),
        termsOf(slot) {
          const bits = matched[slot]!;
          let terms = termsOfBits.get(bits);
          if (terms === undefined) {
            terms = distinct.filter((_, index) => (bits >>> index) & 1);
            termsOfBits.set(bits, terms);
          }
          return terms;
        },
        idOf: (slot) => String(internals._documentIds.get(numbers[slot]!)),
        numberOf: (slot) => numbers[slot]!,
      };
    },
    search(words, options, fieldsKey) {
      const combined = this.combine(words, options, fieldsKey);
      const results: TermMatch[] = [];
      for (let slot = 0; slot < combined.size; slot += 1) {
        results.push({
          id: combined.idOf(slot),
          score: combined.scores[slot]!,
          queryTerms: combined.termsOf(slot),
        });
      }
      return results.sort((a, b) => b.score - a.score);
    },
  };
}

/** The arrays of a search's slots, for up to `length` of them. */
function slotArrays(length: number) {
  return {
    numbers: new Int32Array(length),
    sums: new Float64Array(length),
    matched: new Int32Array(length),
    scores: new Float64Array(length),
    matchedCounts: new Int32Array(length),
  };
}

/** The number of bits set. */
function bitCount(bits: number): number {
  let count = 0;
  for (let rest = bits >>> 0; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}
