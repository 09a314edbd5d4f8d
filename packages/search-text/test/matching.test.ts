import assert from 'node:assert/strict';
import { test } from 'node:test';
import MiniSearch from 'minisearch';
import {
  FIELD_WEIGHTS,
  INDEX_TERMS,
  mendSwappedLetters,
  neighbourSwaps,
  queryOptions,
} from '../src/index.js';

// The rules as MiniSearch applies them, on a real index.
function index() {
  const engine = new MiniSearch<{ id: string; title: string; content: string }>({
    fields: ['title', 'content'],
    ...INDEX_TERMS,
  });
  engine.addAll([
    { id: 'renew', title: 'Renew certificates', content: 'Certificates of peers expire.' },
    { id: 'install', title: 'Install a chaincode', content: 'The peer installs the package.' },
    { id: 'repeat', title: 'Peers', content: 'Peer nodes endorse and commit transactions.' },
  ]);
  return engine;
}

const ids = (results: { id: unknown }[]) => results.map((result) => result.id);

test('an unfinished word matches by prefix, a slip in a long word still matches', () => {
  const engine = index();
  assert.deepEqual(ids(engine.search('cert', queryOptions())), ['renew']);
  assert.deepEqual(ids(engine.search('certifcates', queryOptions())), ['renew']);
  assert.deepEqual(ids(engine.search('chain', queryOptions())), ['install']);
});

test('exact turns prefixes and typos off', () => {
  const engine = index();
  assert.deepEqual(ids(engine.search('cert', queryOptions({ exact: true }))), []);
  assert.deepEqual(ids(engine.search('certifcates', queryOptions({ exact: true }))), []);
  assert.deepEqual(ids(engine.search('certificates', queryOptions({ exact: true }))), ['renew']);
});

test('stop words alone match nothing; short words get no typo tolerance', () => {
  const engine = index();
  assert.deepEqual(ids(engine.search('the of a', queryOptions())), []);
  assert.deepEqual(ids(engine.search('pear', queryOptions({ exact: true }))), []);
  assert.deepEqual(ids(engine.search('per', queryOptions())), []);
});

test('a term counts once per field: repeating a word does not raise a score', () => {
  const engine = new MiniSearch<{ id: string; content: string }>({
    fields: ['content'],
    ...INDEX_TERMS,
  });
  engine.addAll([
    { id: 'once', content: 'Peer ledger.' },
    { id: 'often', content: 'Peer, peer, PEER, peer ledger.' },
    { id: 'other', content: 'Orderer.' },
  ]);
  const [first, second] = engine.search('peer', queryOptions({ exact: true }));
  assert.ok(first && second);
  assert.equal(first.score, second.score);
});

test('the field weights favour a heading over the body', () => {
  const results = index().search('peers', {
    ...queryOptions({ exact: true }),
    boost: FIELD_WEIGHTS,
  });
  assert.deepEqual(ids(results), ['repeat', 'renew']);
});

test('a word with two neighbouring letters swapped is mended to the word the index holds', () => {
  const engine = index();
  const vocabulary = {
    knows: (word: string) =>
      engine.search(word, { ...queryOptions({ exact: true }), prefix: true }).length > 0,
    holds: (word: string) => engine.search(word, queryOptions({ exact: true })).length > 0,
  };
  // One slip to the reader, two edits to the typo rule: nothing matched before mending.
  assert.deepEqual(ids(engine.search('isntall', queryOptions())), []);
  assert.equal(mendSwappedLetters('How to isntall a chaincode', vocabulary), 'install chaincode');
  assert.deepEqual(ids(engine.search(mendSwappedLetters('isntall', vocabulary), queryOptions())), [
    'install',
  ]);
  assert.equal(mendSwappedLetters('peres', vocabulary), 'peers');
  // A word the index knows, or starts a word of it, is the reader's: left as typed.
  assert.equal(mendSwappedLetters('install peers', vocabulary), 'install peers');
  assert.equal(mendSwappedLetters('chainc', vocabulary), 'chainc');
  // No swap the index holds: the query stays as it is (its typo rule may still match it).
  assert.equal(mendSwappedLetters('qwerty', vocabulary), 'qwerty');
});

test('the swaps of a word are each neighbouring pair turned round, once each', () => {
  assert.deepEqual(neighbourSwaps('peer'), ['eper', 'pere']);
  assert.deepEqual(neighbourSwaps('ab'), ['ba']);
  assert.deepEqual(neighbourSwaps('a'), []);
});
