import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { relatedQueries } from '../src/answer/related.js';
import type { SearchHit } from '../src/retrieval/search.js';

const hit = (title: string, section: string): SearchHit => ({
  id: `${title}#${section}`,
  score: 1,
  document: { id: `${title}#${section}`, title, section, content: 'text' },
});

describe('related questions', () => {
  const hits = [
    hit('Renewing peer and orderer certificates', 'Renew the certificates of a peer'),
    hit('Renewing peer and orderer certificates', 'Renewing certificates by hand'),
    hit('Gateway API', 'Gateway API implementations'),
    hit('Installing chaincode', 'Install chaincode on the peers'),
  ];

  it('do not offer the section the answer quoted first, which the reader has just read', () => {
    const related = relatedQueries('How do I renew a peer?', hits, 5, 'query');
    assert.deepEqual(related, [
      'Renewing certificates by hand',
      'Gateway API implementations',
      'Install chaincode on the peers',
    ]);
  });

  it('read as a reader would ask: a how-to, an activity, or a thing', () => {
    const related = relatedQueries('How do I renew a peer?', hits, 5, 'question');
    assert.deepEqual(related, [
      'What should I know about renewing certificates by hand?',
      'What are Gateway API implementations?',
      'How do I install chaincode on the peers?',
    ]);
  });

  it('name a single thing with "is"', () => {
    const single = [hits[0]!, hit('Status', 'Operator status'), hit('Basis', 'BFT basis')];
    assert.deepEqual(relatedQueries('q', single, 3, 'question'), [
      'What is Operator status?',
      'What is BFT basis?',
    ]);
  });

  it('offer nothing when the answer has a single source', () => {
    assert.deepEqual(relatedQueries('q', hits.slice(0, 1), 3, 'question'), []);
  });
});
