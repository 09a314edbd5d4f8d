import MiniSearch from 'minisearch';
import type { DocumentRecord } from '../storage/entities.js';
import type { TextIndex, TextMatch, TextQuery } from './text-index.js';

/** Boosts for the properties of the docs site's entries; other properties weigh 1. */
const FIELD_BOOST: Record<string, number> = { title: 3, section: 2, content: 1 };

/**
 * Properties that locate or label a document (its address, its category and version) are for
 * `where` and facets, not text: a word of a path repeats the title, and matching "default" in
 * every document's category only adds noise (and a third of the search time).
 */
export const NON_TEXT_PROPERTIES = new Set([
  'id',
  'path',
  'url',
  'link',
  'href',
  'category',
  'version',
]);

/** Other properties whose values are strings (or lists of strings) are searchable text. */
function textFieldsOf(document: DocumentRecord): string[] {
  return Object.entries(document)
    .filter(
      ([name, value]) =>
        !NON_TEXT_PROPERTIES.has(name) &&
        (typeof value === 'string' ||
          (Array.isArray(value) &&
            value.length > 0 &&
            value.every((item) => typeof item === 'string'))),
    )
    .map(([name]) => name);
}

/**
 * MiniSearch (the engine of the site's local search) behind the TextIndex interface. Documents have
 * no fixed schema, so the set of text fields grows as new properties arrive; MiniSearch needs its
 * fields up front, so a new field triggers a rebuild (rare: documents of one index share a shape).
 */
export class MiniSearchIndex implements TextIndex {
  private engine: MiniSearch<DocumentRecord>;
  private fieldSet = new Set<string>();

  constructor(private readonly allDocuments: () => Iterable<DocumentRecord>) {
    this.engine = this.createEngine();
  }

  get fields(): readonly string[] {
    return [...this.fieldSet];
  }

  upsert(documents: readonly DocumentRecord[]): void {
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
    for (const id of ids) {
      if (this.engine.has(id)) this.engine.discard(id);
    }
  }

  rebuild(documents: Iterable<DocumentRecord>): void {
    const list = [...documents];
    for (const document of list) {
      for (const field of textFieldsOf(document)) this.fieldSet.add(field);
    }
    this.engine = this.createEngine();
    this.engine.addAll(list);
  }

  search(query: TextQuery): TextMatch[] {
    const fields = query.properties
      ? query.properties.filter((field) => this.fieldSet.has(field))
      : [...this.fieldSet];
    if (fields.length === 0) return [];
    const term = query.term.trim();
    if (term === '') {
      return this.engine
        .search(MiniSearch.wildcard, { fields })
        .map((result) => ({ id: String(result.id), score: 1, terms: [] }));
    }
    const exact = query.exact === true;
    const results = this.engine.search(term, {
      fields,
      combineWith: 'OR',
      prefix: exact ? false : (candidate) => candidate.length >= 3,
      fuzzy: exact ? false : (candidate) => (candidate.length > 4 ? 0.2 : false),
      boost: FIELD_BOOST,
    });
    const threshold = query.threshold ?? 1;
    const queryTermCount = countTerms(term);
    const needed = Math.max(
      1,
      Math.ceil(queryTermCount * (1 - Math.min(1, Math.max(0, threshold)))),
    );
    return results
      .filter((result) => result.queryTerms.length >= needed)
      .map((result) => ({ id: String(result.id), score: result.score, terms: result.queryTerms }));
  }

  private createEngine(): MiniSearch<DocumentRecord> {
    return new MiniSearch<DocumentRecord>({
      idField: 'id',
      // MiniSearch needs at least one field; an index with no text yet indexes nothing useful.
      fields: this.fieldSet.size > 0 ? [...this.fieldSet] : ['__none__'],
      storeFields: [],
      extractField: (document, field) => {
        if (field === 'id') return document.id;
        const value = document[field];
        if (Array.isArray(value)) return value.join(' ');
        return typeof value === 'string' ? value : '';
      },
    });
  }
}

function countTerms(term: string): number {
  return new Set(
    term
      .toLowerCase()
      .split(/[\s\p{P}]+/u)
      .filter((token) => token.length > 0),
  ).size;
}
