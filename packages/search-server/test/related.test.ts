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

  it("offer a section's own reader's question, unless it asks again what was asked or offered", () => {
    const asked = (section: string, questions: string[]): SearchHit => ({
      ...hit('Installing chaincode', section),
      document: { ...hit('Installing chaincode', section).document, questions },
    });
    const withQuestions = [
      asked('Step 2: install the package', ['How do I install a chaincode package on a peer?']),
      asked('Step 2: install the package', [
        'How do I install chaincode on a peer with kubectl hlf?',
        'Why does queryinstalled show my package twice?',
      ]),
      asked('Step 3: approve the definition', [
        'chaincode definition not agreed to by this org',
        'How do I approve a chaincode definition for my organization?',
      ]),
      asked('Step 4: commit', ['Why does queryinstalled list my package twice?']),
      hit('Gateway API', 'Gateway API implementations'),
    ];
    assert.deepEqual(
      relatedQueries('How do I install chaincode on my peers?', withQuestions, 5, 'question'),
      [
        // The first question of the second section repeats the reader's; its second does not.
        'Why does queryinstalled show my package twice?',
        // A symptom written as a statement finds its section but is not offered as a question.
        'How do I approve a chaincode definition for my organization?',
        // The fourth section's question repeats one offered, so it is left out; a section without
        // questions is offered by its label, as before.
        'What are Gateway API implementations?',
      ],
    );
    // As queries, the labels, as before (the quoted section's label is not offered again).
    assert.deepEqual(relatedQueries('q', withQuestions, 2, 'query'), [
      'Step 3: approve the definition',
      'Step 4: commit',
    ]);
  });

  it('offer nothing when the answer has a single source', () => {
    assert.deepEqual(relatedQueries('q', hits.slice(0, 1), 3, 'question'), []);
  });
});
