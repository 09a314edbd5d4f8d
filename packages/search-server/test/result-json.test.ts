import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compileWhere } from '../src/retrieval/filters.js';
import { searchResultBytes } from '../src/retrieval/result-json.js';
import type { SearchResult } from '../src/retrieval/search.js';
import type { DocumentRecord } from '../src/storage/entities.js';

// A search's answer is written with each document's JSON made once, and the where clause is
// compiled once per search: both must answer exactly what the plain versions answer.

const text = (result: SearchResult) => Buffer.from(searchResultBytes(result)).toString('utf8');

const section = (id: string, content: string): DocumentRecord => ({
  id,
  title: 'Peers "and" orderers',
  content,
  tags: ['a', 'b'],
  nested: { version: 'v1', list: [1, null, true] },
});

describe('searchResultBytes', () => {
  it('writes what JSON.stringify writes, facets or not', () => {
    const result: SearchResult = {
      count: 2,
      hits: [
        { id: 'one', score: 1.25, document: section('one', 'Zeilen\nmit "Anführung" \u2028 <b>') },
        { id: 'two"', score: 0, document: section('two"', '') },
      ],
      facets: { category: { count: 1, values: { docs: 2 } } },
    };
    assert.equal(text(result), JSON.stringify(result));
    const { facets: _facets, ...withoutFacets } = result;
    assert.equal(text(withoutFacets), JSON.stringify(withoutFacets));
    assert.equal(text({ count: 0, hits: [] }), '{"count":0,"hits":[]}');
  });

  it('writes a replaced document anew (a write replaces the object)', () => {
    const before = section('one', 'first text');
    const hit = (document: DocumentRecord) => ({
      count: 1,
      hits: [{ id: 'one', score: 1, document }],
    });
    assert.match(text(hit(before)), /first text/);
    const after = section('one', 'second text');
    assert.match(text(hit(after)), /second text/);
    assert.match(text(hit(before)), /first text/);
  });
});

describe('compileWhere', () => {
  const documents = [
    { id: '1', version: 'current', category: 'docs', n: 3, meta: { lang: 'en' } },
    { id: '2', version: 'v1', category: ['blog', 'docs'], n: 7, meta: { lang: 'de' } },
    { id: '3', category: 'blog' },
  ] as DocumentRecord[];
  const kept = (where: Record<string, unknown> | undefined) =>
    documents.filter(compileWhere(where)).map((document) => document.id);

  it('keeps the documents every condition holds for', () => {
    assert.deepEqual(kept(undefined), ['1', '2', '3']);
    assert.deepEqual(kept({ version: 'current' }), ['1']);
    assert.deepEqual(kept({ category: 'docs' }), ['1', '2']);
    assert.deepEqual(kept({ category: ['blog'] }), ['2', '3']);
    assert.deepEqual(kept({ 'meta.lang': 'de' }), ['2']);
    assert.deepEqual(kept({ n: { gte: 3, lt: 7 } }), ['1']);
    assert.deepEqual(kept({ category: 'docs', n: { gt: 5 } }), ['2']);
    assert.deepEqual(kept({ version: { nin: ['v1'] } }), ['1', '3']);
  });
});
