import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import MiniSearch from 'minisearch';
import {
  FIELD_WEIGHTS,
  INDEX_TERMS,
  normalizeTerm,
  queryOptions,
  tokenize,
} from '@hlf-docs/search-text';
import { MiniSearchIndex } from '../src/retrieval/minisearch-index.js';
import { termMatcher } from '../src/retrieval/term-matches.js';
import type { DocumentRecord } from '../src/storage/entities.js';
import { KEYSTROKES, syntheticSections } from './helpers/synthetic-sections.js';

// A search made a word at a time, each word's matches kept, must give what MiniSearch's own search
// gives: the same documents, scores and order, ties included (sections of one page that match
// only its title score alike), and forget the kept matches when the index changes.

const wordsOf = (query: string) =>
  tokenize(query)
    .map(normalizeTerm)
    .filter((word): word is string => word !== null);

describe('termMatcher', () => {
  it('finds what MiniSearch finds, with the same scores and order, for every keystroke', () => {
    const engine = new MiniSearch<DocumentRecord>({
      fields: ['section', 'title', 'content'],
      ...INDEX_TERMS,
    });
    engine.addAll(syntheticSections(400));
    const matcher = termMatcher(() => engine as MiniSearch)!;
    assert.ok(matcher, 'this MiniSearch has the members the matcher reads');
    const options = {
      ...queryOptions(),
      fields: ['section', 'title', 'content'],
      boost: FIELD_WEIGHTS,
    };
    let compared = 0;
    // Twice: the second time every word's matches come from the kept ones.
    for (const pass of [1, 2]) {
      for (const query of KEYSTROKES) {
        const expected = engine
          .search(query, options)
          .map(({ id, score, queryTerms }) => ({ id: String(id), score, queryTerms }));
        const actual = matcher.search(wordsOf(query), options, 'all');
        assert.deepEqual(actual, expected, `"${query}" (pass ${pass})`);
        compared += expected.length;
      }
    }
    assert.ok(compared > 10_000, `the queries matched ${compared} documents in all`);
  });
});

describe('MiniSearchIndex with kept word matches', () => {
  it('sees a write at the next search', () => {
    const stored = new Map<string, DocumentRecord>();
    const index = new MiniSearchIndex(() => stored.values());
    const write = (document: DocumentRecord) => {
      stored.set(document.id, document);
      index.upsert([document]);
    };
    write({ id: 'a', title: 'Peers', content: 'join the channel' });
    write({ id: 'b', title: 'Orderers', content: 'consenters' });
    assert.deepEqual(
      index.search({ term: 'channel' }).map((match) => match.id),
      ['a'],
    );
    write({ id: 'b', title: 'Orderers', content: 'a channel of consenters' });
    assert.deepEqual(
      index
        .search({ term: 'channel' })
        .map((match) => match.id)
        .sort(),
      ['a', 'b'],
    );
    stored.delete('a');
    index.remove(['a']);
    assert.deepEqual(
      index.search({ term: 'channel' }).map((match) => match.id),
      ['b'],
    );
    index.rebuild([]);
    assert.deepEqual(index.search({ term: 'channel' }), []);
  });
});
