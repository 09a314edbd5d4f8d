import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { snippetAround } from '@hlf-docs/search-text';
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

describe('searchResultBytes of a shaped search (select, snippet)', () => {
  const long = `${'Lorem ipsum dolor sit amet. '.repeat(12)}To renew the certificates “of a peer” ≥ 2 times, run the command. ${'More text follows. '.repeat(12)}`;
  const document: DocumentRecord = {
    id: 'one',
    title: 'Renew — peers',
    section: 'Certificates ’n keys',
    content: long,
    code: 'kubectl hlf peer renew',
    weight: 3,
  };
  const result: SearchResult = { count: 1, hits: [{ id: 'one', score: 2.5, document }] };
  const shaped = (params: Parameters<typeof searchResultBytes>[1]) =>
    JSON.parse(Buffer.from(searchResultBytes(result, params)).toString('utf8')) as {
      count: number;
      hits: { id: string; score: number; document: Record<string, unknown> }[];
    };

  it('sends the selected properties, and the snippet property cut around the first match', () => {
    const answer = shaped({
      term: 'renew',
      select: ['title', 'section', 'missing'],
      snippet: { property: 'content', length: 140 },
    });
    assert.equal(answer.count, 1);
    assert.equal(answer.hits[0]!.score, 2.5);
    const sent = answer.hits[0]!.document;
    assert.deepEqual(Object.keys(sent), ['title', 'section', 'content']);
    // Characters beyond ASCII come back as they were.
    assert.equal(sent.title, 'Renew — peers');
    assert.equal(sent.section, 'Certificates ’n keys');
    assert.equal(sent.content, snippetAround(long, ['renew']));
    assert.match(String(sent.content), /^…[^…]*To renew the certificates “of a peer” ≥ 2 times/);
    assert.match(String(sent.content), /…$/);
  });

  it('sends every property with the snippet when nothing is selected, and a short text whole', () => {
    const answer = shaped({ term: 'kubectl', snippet: { property: 'title', length: 20 } });
    assert.deepEqual(answer.hits[0]!.document, { ...document, title: 'Renew — peers' });
  });

  it('sends a property that is not text as it is, and leaves out a missing snippet property', () => {
    assert.deepEqual(
      shaped({ term: 'x', select: ['title'], snippet: { property: 'weight', length: 40 } }).hits[0]!
        .document,
      { title: 'Renew — peers', weight: 3 },
    );
    assert.deepEqual(
      shaped({ term: 'x', select: ['title'], snippet: { property: 'absent', length: 40 } }).hits[0]!
        .document,
      { title: 'Renew — peers' },
    );
  });

  it('cuts the same document around the words of each query, wherever they are', () => {
    // Twelve places to cut (more than a document keeps), each asked for twice, in two lengths.
    const words = Array.from({ length: 12 }, (_, n) => `word${String.fromCharCode(97 + n)}`);
    const content = words.map((word) => `${word} ${'filler text here. '.repeat(8)}`).join('');
    const many: SearchResult = {
      count: 1,
      hits: [{ id: 'many', score: 1, document: { id: 'many', content } }],
    };
    const snippetOf = (term: string, length: number) =>
      (
        JSON.parse(
          Buffer.from(
            searchResultBytes(many, { term, snippet: { property: 'content', length } }),
          ).toString('utf8'),
        ) as { hits: { document: { content: string } }[] }
      ).hits[0]!.document.content;
    for (const length of [60, 140]) {
      for (const round of [1, 2]) {
        for (const word of words) {
          const snippet = snippetOf(word, length);
          assert.equal(
            snippet,
            snippetAround(content, [word], length),
            `${word} ${length} ${round}`,
          );
          assert.ok(snippet.includes(word), `${word} in its snippet`);
        }
      }
    }
  });

  it('writes each shape of the same document as asked, one after the other', () => {
    const titles = shaped({ term: 'renew', select: ['title'] }).hits[0]!.document;
    const codes = shaped({ term: 'renew', select: ['code'] }).hits[0]!.document;
    assert.deepEqual(titles, { title: 'Renew — peers' });
    assert.deepEqual(codes, { code: 'kubectl hlf peer renew' });
    assert.deepEqual(shaped({ term: 'renew' }).hits[0]!.document, document);
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
