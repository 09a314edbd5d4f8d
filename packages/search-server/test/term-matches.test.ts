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

// A search made a word at a time, each word's matches kept, must give what MiniSearch's own search
// gives: the same documents, scores and order, ties included (sections of one page that match
// only its title score alike), and forget the kept matches when the index changes.

const VOCABULARY = [
  'peer',
  'peers',
  'orderer',
  'ordering',
  'organization',
  'organisations',
  'channel',
  'chaincode',
  'certificate',
  'certificates',
  'renew',
  'renewal',
  'identity',
  'install',
  'installing',
  'approve',
  'couchdb',
  'istio',
  'gateway',
  'network',
  'config',
  'kubectl',
  'hlf',
  'operator',
  'upgrade',
];

/** A deterministic pseudo-random source, so that a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function documents(count: number): DocumentRecord[] {
  const next = random(7);
  const word = () => VOCABULARY[Math.floor(next() * VOCABULARY.length)]!;
  const words = (n: number) => Array.from({ length: n }, word).join(' ');
  return Array.from({ length: count }, (_, index) => ({
    id: `doc-${index}`,
    // Ten sections per page share the page's title: equal scores for a title-only match.
    section: `Page ${Math.floor(index / 10)} ${words(2)}`,
    title: index % 3 === 0 ? words(3) : `Section ${index}`,
    content: words(5 + Math.floor(next() * 30)),
  }));
}

/** Every prefix a reader types on the way to each query, and queries with repeats and stop words. */
const QUERIES = [
  'add new organization to the channel',
  'renew certificates of the peers',
  'install chaincode approve',
  'peer peer orderer',
  'the of and',
  'certficate renwal', // typos
  'kubectl hlf ca register',
].flatMap((query) => Array.from({ length: query.length }, (_, end) => query.slice(0, end + 1)));

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
    engine.addAll(documents(400));
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
      for (const query of QUERIES) {
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
