import assert from 'node:assert/strict';
import { test } from 'node:test';
import { distinctTerms, normalizeTerm, sectionTerms, tokenize } from '../src/index.js';

test('words are runs of letters and digits: flags, hyphens and dots split them', () => {
  assert.deepEqual(tokenize('kubectl-hlf --statedb=couchdb v1.10 Größe'), [
    'kubectl',
    'hlf',
    'statedb',
    'couchdb',
    'v1',
    '10',
    'Größe',
  ]);
});

test('terms are lower case, without stop words or single letters', () => {
  assert.equal(normalizeTerm('Peer'), 'peer');
  assert.equal(normalizeTerm('The'), null);
  assert.equal(normalizeTerm('x'), null);
  assert.deepEqual(distinctTerms('How do I renew the Peer certificates of a peer?'), [
    'renew',
    'peer',
    'certificates',
  ]);
});

test("a section's code counts only the terms its prose lacks", () => {
  const terms = sectionTerms(
    'Install the chaincode on a peer.',
    'kubectl hlf chaincode install --peer org1-peer0',
  );
  assert.deepEqual(terms.prose, ['install', 'chaincode', 'peer']);
  assert.deepEqual(terms.code, ['kubectl', 'hlf', 'org1', 'peer0']);
  assert.deepEqual(sectionTerms('', ''), { prose: [], code: [] });
});
