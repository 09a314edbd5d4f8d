import MiniSearch from 'minisearch';
import type { SearchOptions } from 'minisearch';
import {
  FIELD_WEIGHTS,
  distinctTerms,
  INDEX_TERMS,
  mendSwappedLetters,
  normalizeTerm,
  queryOptions,
  queryTermCount,
  sectionScore,
  sectionTerms,
  tokenize,
} from '@hlf-docs/search-text';
import type { Vocabulary } from '@hlf-docs/search-text';
import type { DocumentRecord } from '../storage/entities.js';
import { textFieldsOf, textOf } from './document-fields.js';
import { KeptDocuments } from './kept-documents.js';
import { rankedPage } from './ranked-page.js';
import type { PageRequest, RankedPage } from './ranked-page.js';
import { termMatcher } from './term-matches.js';
import type { TermMatcher } from './term-matches.js';
import type { TextIndex, TextMatch, TextQuery } from './text-index.js';

/**
 * MiniSearch (the engine of the site's local search) behind the TextIndex interface, with the
 * site's text pipeline, field weights, matching rules and section score (@hlf-docs/search-text),
 * so that a query ranks the site's sections here as the site's search box does. Documents have
 * no fixed schema, so the set of text fields grows as new properties arrive; MiniSearch needs its
 * fields up front, so a new field triggers a rebuild (rare: documents of one index share a shape).
 */
export class MiniSearchIndex implements TextIndex {
  private engine: MiniSearch<DocumentRecord>;
  private fieldSet = new Set<string>();
  /** Each word's matches until the index changes; undefined: searched by MiniSearch alone. */
  private readonly words: TermMatcher | undefined;
  /** The documents each `where` kept (by its key) since the last write: see KeptDocuments. */
  private readonly kept = new Map<string, KeptDocuments>();

  constructor(private readonly allDocuments: () => Iterable<DocumentRecord>) {
    this.engine = this.createEngine();
    this.words = termMatcher(() => this.engine as MiniSearch);
  }

  get fields(): readonly string[] {
    return [...this.fieldSet];
  }

  upsert(documents: readonly DocumentRecord[]): void {
    this.words?.invalidate();
    this.kept.clear();
    const before = this.fieldSet.size;
    for (const document of documents) {
      for (const field of textFieldsOf(document)) this.fieldSet.add(field);
    }
    if (this.fieldSet.size !== before) {
      // allDocuments() already holds the new documents (the store applies before indexing).
      this.rebuild(this.allDocuments());
      return;
    }
    for (const document of documents) {
      if (this.engine.has(document.id)) this.engine.discard(document.id);
    }
    this.engine.addAll(documents);
  }

  remove(ids: readonly string[]): void {
    this.words?.invalidate();
    this.kept.clear();
    for (const id of ids) {
      if (this.engine.has(id)) this.engine.discard(id);
    }
  }

  rebuild(documents: Iterable<DocumentRecord>): void {
    this.words?.invalidate();
    this.kept.clear();
    const list = [...documents];
    for (const document of list) {
      for (const field of textFieldsOf(document)) this.fieldSet.add(field);
    }
    this.engine = this.createEngine();
    this.engine.addAll(list);
  }

  search(query: TextQuery): TextMatch[] {
    const plan = this.plan(query);
    if (plan.kind === 'none') return [];
    if (plan.kind === 'all') {
      return this.engine
        .search(MiniSearch.wildcard, { fields: plan.fields })
        .map((result) => ({ id: String(result.id), score: 1, terms: [] }));
    }
    const { term, termCount, options, needed, fieldsKey } = plan;
    const weights = query.termWeights;
    // The same results either way; the words' matches are kept for searches without weights
    // (the search box's), which repeat the words of the keystroke before.
    const results =
      this.words && !weights
        ? this.words.search(wordsOf(term), options, fieldsKey)
        : this.engine.search(term, options);
    const score = weights ? weightedScore(term, weights) : undefined;
    // Every result matched one word at least; MiniSearch lists each matched word once.
    const kept =
      needed <= 1 ? results : results.filter((result) => result.queryTerms.length >= needed);
    return kept.map((result) => ({
      id: String(result.id),
      score: score
        ? score(result.score, result.queryTerms)
        : sectionScore(result.score, result.queryTerms, termCount),
      terms: result.queryTerms,
    }));
  }

  /**
   * A search box's search (no term weights) kept, ranked and paged in one pass (ranked-page.ts);
   * undefined when that does not apply (term weights, an empty term, or a MiniSearch without the
   * members the word matcher reads), and the caller ranks `search`'s matches itself.
   */
  searchPage(query: TextQuery, request: PageRequest): RankedPage | undefined {
    if (!this.words || query.termWeights) return undefined;
    const plan = this.plan(query);
    if (plan.kind === 'none') return { count: 0, hits: [], documents: [] };
    if (plan.kind === 'all') return undefined;
    const combined = this.words.combine(wordsOf(plan.term), plan.options, plan.fieldsKey);
    return rankedPage(
      combined,
      plan.termCount,
      plan.needed,
      request,
      request.whereKey === undefined ? undefined : this.keptBy(request.whereKey),
    );
  }

  /** What the `where` of this key kept since the last write; a few keys at most are kept. */
  private keptBy(whereKey: string): KeptDocuments {
    let kept = this.kept.get(whereKey);
    if (kept === undefined) {
      // Readers' searches share one or two clauses (the site's version); a client that sends a new
      // clause each time would otherwise grow this without end.
      if (this.kept.size >= MAX_REMEMBERED_WHERES) this.kept.clear();
      kept = new KeptDocuments();
      this.kept.set(whereKey, kept);
    }
    return kept;
  }

  /** What a query searches: nothing, everything, or its terms with these options. */
  private plan(query: TextQuery):
    | { kind: 'none' }
    | { kind: 'all'; fields: string[] }
    | {
        kind: 'terms';
        term: string;
        termCount: number;
        options: SearchOptions;
        needed: number;
        fieldsKey: string;
      } {
    const fields = query.properties
      ? query.properties.filter((field) => this.fieldSet.has(field))
      : [...this.fieldSet];
    if (fields.length === 0) return { kind: 'none' };
    const trimmed = query.term.trim();
    if (trimmed === '') return { kind: 'all', fields };
    const bounded = boundedTerm(trimmed);
    // Only stop words: nothing to look for (the site's search box shows nothing either).
    if (queryTermCount(bounded) === 0) return { kind: 'none' };
    const weights = query.termWeights;
    const options: SearchOptions = {
      ...queryOptions({ exact: query.exact === true }),
      fields,
      boost: FIELD_WEIGHTS,
      ...(weights ? { boostTerm: (each: string) => weights.get(each) ?? 1 } : {}),
    };
    const fieldsKey = `${query.exact === true ? 'exact' : 'any'} ${fields.join(',')}`;
    // A reader's search (not an exact one) mends a word typed with two letters swapped.
    const term =
      query.typed === true && query.exact !== true
        ? mendSwappedLetters(bounded, this.vocabulary(fields, options, fieldsKey))
        : bounded;
    const termCount = queryTermCount(term);
    const threshold = Math.min(1, Math.max(0, query.threshold ?? 1));
    const needed = Math.max(1, Math.ceil(termCount * (1 - threshold)));
    return { kind: 'terms', term, termCount, options, needed, fieldsKey };
  }

  /**
   * What the index holds in these fields: a word it knows matches something with the reader's
   * rules (through the words' kept matches, which the search then reuses); a word it holds is
   * there as it is.
   */
  private vocabulary(fields: string[], options: SearchOptions, fieldsKey: string): Vocabulary {
    const exact: SearchOptions = { ...queryOptions({ exact: true }), fields };
    return {
      knows: (word) =>
        (this.words
          ? this.words.matchCount(word, options, fieldsKey)
          : this.engine.search(word, options).length) > 0,
      holds: (word) => this.engine.search(word, exact).length > 0,
    };
  }

  private createEngine(): MiniSearch<DocumentRecord> {
    return new MiniSearch<DocumentRecord>({
      idField: 'id',
      // MiniSearch needs at least one field; an index with no text yet indexes nothing useful.
      fields: this.fieldSet.size > 0 ? [...this.fieldSet] : ['__none__'],
      storeFields: [],
      ...INDEX_TERMS,
      extractField: (document, field) => {
        if (field === 'id') return document.id;
        if (field === 'code') return codeTerms(document);
        return textOf(document[field]);
      },
    });
  }
}

/** How many `where` clauses an index remembers the kept documents of (KeptDocuments). */
const MAX_REMEMBERED_WHERES = 16;

/**
 * The most distinct words of a query that are searched. Every word is matched as a prefix and with
 * typos against the whole vocabulary, so the cost grows with the words, and a pasted log of hundreds
 * of words would hold the core while every other reader waits. A reader's query, even a pasted
 * error message, tells what it is about in far fewer.
 */
export const MAX_QUERY_WORDS = 32;

/** A query's words as MiniSearch searches them (tokenize, then processTerm), repeats kept. */
function wordsOf(term: string): string[] {
  return tokenize(term)
    .map(normalizeTerm)
    .filter((word): word is string => word !== null);
}

/** The query cut to its first MAX_QUERY_WORDS distinct search terms, when it has more. */
function boundedTerm(term: string): string {
  const terms = distinctTerms(term);
  return terms.length > MAX_QUERY_WORDS ? terms.slice(0, MAX_QUERY_WORDS).join(' ') : term;
}

/**
 * sectionScore with weighted terms: the engine's score scaled by the weight of the query's terms a
 * section holds over the weight of all of them (with every weight 1, sectionScore's share).
 */
function weightedScore(query: string, weights: ReadonlyMap<string, number>) {
  const terms = distinctTerms(query);
  const weightOf = (each: string) => weights.get(each) ?? 1;
  const total = terms.reduce((sum, each) => sum + weightOf(each), 0);
  return (engineScore: number, matched: readonly string[]) =>
    total === 0
      ? 0
      : (engineScore * [...new Set(matched)].reduce((sum, each) => sum + weightOf(each), 0)) /
        total;
}

/**
 * A section's `code` counts only the terms its `content` lacks, as in the site's index (see
 * sectionTerms); the terms come out joined by spaces, which INDEX_TERMS reads back as they are.
 */
function codeTerms(document: DocumentRecord): string {
  return sectionTerms(textOf(document.content), textOf(document.code)).code.join(' ');
}
