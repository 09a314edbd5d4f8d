import { FIELD_WEIGHTS, normalizeTerm, tokenize } from '@hlf-docs/search-text';
import type { DocumentRecord } from '../storage/entities.js';
import { stem } from '../text/tokens.js';
import { textFieldsOf, textOf } from './document-fields.js';
import type { TextMatch } from './text-index.js';

/**
 * BM25 parameters: how soon a repeated word stops adding (k1) and how much a long section is
 * discounted (b), the textbook values.
 */
const K1 = 1.2;
const B = 0.75;

/** A word as the answers' indexes keep it: the search term, then its Porter stem. */
function answerTerm(word: string): string | null {
  const term = normalizeTerm(word);
  return term === null ? null : stem(term);
}

/** A question's stems, each with its weight and the question's terms that have it. */
export type QuestionStems = ReadonlyMap<string, { weight: number; terms: string[] }>;

/**
 * The stems of a question's weighted terms (as the search pipeline normalises them): terms that
 * share a stem count once, at the larger weight.
 */
export function questionStems(weights: ReadonlyMap<string, number>): QuestionStems {
  const stems = new Map<string, { weight: number; terms: string[] }>();
  for (const [term, weight] of weights) {
    const key = answerTerm(term);
    if (key === null) continue;
    const entry = stems.get(key);
    if (entry) {
      entry.weight = Math.max(entry.weight, weight);
      entry.terms.push(term);
    } else stems.set(key, { weight, terms: [term] });
  }
  return stems;
}

/** What BM25F counts over the documents searched (AnswerIndex.counts). */
export interface AnswerIndexCounts {
  documents: number;
  totalLength: number;
  /** How many documents hold each stem. */
  holders: ReadonlyMap<string, number>;
}

/** The counts of several indexes as those of one. */
export function addCounts(parts: readonly AnswerIndexCounts[]): AnswerIndexCounts {
  const holders = new Map<string, number>();
  for (const part of parts) {
    for (const [key, count] of part.holders) holders.set(key, (holders.get(key) ?? 0) + count);
  }
  return {
    documents: parts.reduce((sum, part) => sum + part.documents, 0),
    totalLength: parts.reduce((sum, part) => sum + part.totalLength, 0),
    holders,
  };
}

const fieldWeight = (field: string): number =>
  (FIELD_WEIGHTS as Readonly<Record<string, number>>)[field] ?? 1;

/**
 * The index the answers search: whole words reduced to their stems ("approved", "approval" and
 * "approving" meet), no prefix or typo matching, scored by BM25F (each field's word counts
 * weighted by FIELD_WEIGHTS and added up before the saturation, with one length per document).
 *
 * Why not the search box's MiniSearch index: a reader's question is a sentence, not a prefix being
 * typed. MiniSearch scores each field on its own and adds the fields up, so a short heading that
 * shares one common word of a long question outscores the section whose body answers it, and
 * prefixes and typos of twenty question words match most of the site. Beside the search box's
 * ranking (weighted-search.ts), this index puts the right section first for more questions of
 * both development sets than either alone (see the server's README, "Answer quality").
 *
 * Why by hand: wink-bm25-text-search scores BM25F too, but its index is frozen once consolidated,
 * and a collection changes with every write; what is here is the textbook formula over postings.
 *
 * Built on the first answer that needs it (a service that only searches never pays for it), then
 * kept up to date write by write.
 */
export class AnswerIndex {
  /** Each term's documents, with the document's words of the term counted at their fields' weights. */
  private postings: Map<string, Map<string, number>> | undefined;
  private readonly lengths = new Map<string, number>();
  private readonly termsOf = new Map<string, string[]>();
  private totalLength = 0;

  constructor(private readonly allDocuments: () => Iterable<DocumentRecord>) {}

  upsert(documents: readonly DocumentRecord[]): void {
    if (!this.postings) return;
    for (const document of documents) {
      this.drop(document.id);
      this.add(document);
    }
  }

  remove(ids: readonly string[]): void {
    if (!this.postings) return;
    for (const id of ids) this.drop(id);
  }

  /** Forget everything: the next search indexes the documents as they are then. */
  reset(): void {
    this.postings = undefined;
    this.lengths.clear();
    this.termsOf.clear();
    this.totalLength = 0;
  }

  /**
   * What BM25F needs of this index for a question's stems: its documents, their total length and
   * how many hold each stem. A collection of several indexes adds its indexes' counts up
   * (addCounts), so that a word is as rare in one index as in the others: an index of one
   * document would otherwise find every word in all of its documents, and weigh none.
   */
  counts(stems: Iterable<string>): AnswerIndexCounts {
    const postings = this.built();
    const holders = new Map<string, number>();
    for (const key of stems) holders.set(key, postings.get(key)?.size ?? 0);
    return { documents: this.lengths.size, totalLength: this.totalLength, holders };
  }

  /**
   * The documents holding any of the question's stems (questionStems), each scored by BM25F
   * with each stem's weight, with the terms it holds; `counts` are the collection's (this
   * index's own by default).
   */
  search(stems: QuestionStems, counts: AnswerIndexCounts = this.counts(stems.keys())): TextMatch[] {
    const postings = this.built();
    if (counts.documents === 0) return [];
    const averageLength = counts.totalLength / counts.documents;
    const matches = new Map<string, TextMatch>();
    for (const [key, { weight, terms }] of stems) {
      const holders = postings.get(key);
      if (!holders) continue;
      const held = counts.holders.get(key) ?? holders.size;
      const rarity = Math.log(1 + (counts.documents - held + 0.5) / (held + 0.5));
      for (const [id, frequency] of holders) {
        const length = this.lengths.get(id)!;
        const saturated =
          (frequency * (K1 + 1)) / (frequency + K1 * (1 - B + (B * length) / averageLength));
        const match = matches.get(id) ?? { id, score: 0, terms: [] };
        match.score += weight * rarity * saturated;
        match.terms.push(...terms);
        matches.set(id, match);
      }
    }
    return [...matches.values()];
  }

  private built(): Map<string, Map<string, number>> {
    if (!this.postings) {
      this.postings = new Map();
      for (const document of this.allDocuments()) this.add(document);
    }
    return this.postings;
  }

  private add(document: DocumentRecord): void {
    const postings = this.postings!;
    const frequencies = new Map<string, number>();
    let length = 0;
    for (const field of textFieldsOf(document)) {
      const weight = fieldWeight(field);
      for (const word of tokenize(textOf(document[field]))) {
        const term = answerTerm(word);
        if (term === null) continue;
        frequencies.set(term, (frequencies.get(term) ?? 0) + weight);
        length += weight;
      }
    }
    for (const [term, frequency] of frequencies) {
      let holders = postings.get(term);
      if (!holders) postings.set(term, (holders = new Map()));
      holders.set(document.id, frequency);
    }
    this.lengths.set(document.id, length);
    this.termsOf.set(document.id, [...frequencies.keys()]);
    this.totalLength += length;
  }

  private drop(id: string): void {
    const terms = this.termsOf.get(id);
    if (!terms) return;
    const postings = this.postings!;
    for (const term of terms) {
      const holders = postings.get(term);
      holders?.delete(id);
      if (holders?.size === 0) postings.delete(term);
    }
    this.totalLength -= this.lengths.get(id) ?? 0;
    this.lengths.delete(id);
    this.termsOf.delete(id);
  }
}
