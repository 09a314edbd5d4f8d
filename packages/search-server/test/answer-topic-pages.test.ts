import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyseQuestion } from '../src/answer/conversation.js';
import { followsTheTopic, onTheTopicsPages } from '../src/answer/topic-pages.js';
import type { WeightedHit } from '../src/retrieval/weighted-search.js';

/** A section of the site as the answers' retrieval returns it. */
const hit = (path: string, score: number): WeightedHit => ({
  id: path,
  score,
  terms: [],
  document: { id: path, path, title: path.split('#')[1] ?? path, content: '' },
});

/** The ids, best score first. */
const order = (hits: readonly WeightedHit[]) =>
  [...hits].sort((a, b) => b.score - a.score).map((each) => each.id);

describe('a follow-up on the conversation’s topic', () => {
  // "and when I no longer need it, how do I get rid of it?" after a question on creating a
  // FabricNetworkConfig: the API page's "Delete the API" shared more words with it.
  const deleting = [hit('/docs/api#delete-the-api', 2), hit('/docs/network-config#delete-it', 1.2)];
  const topic = [
    hit('/docs/network-config', 1),
    hit('/docs/network-config#create-it', 0.9),
    hit('/docs/api#give-it-a-network-config', 0.3),
  ];

  it('ranks the section on the page of the earlier questions first', () => {
    assert.deepEqual(order(onTheTopicsPages(deleting, topic)), [
      '/docs/network-config#delete-it',
      '/docs/api#delete-the-api',
    ]);
  });

  it('keeps a section whose page the topic misses, at a share of its score', () => {
    const ranked = onTheTopicsPages([hit('/docs/elsewhere#delete', 1)], topic);
    assert.equal(ranked.length, 1);
    assert.ok(ranked[0]!.score > 0 && ranked[0]!.score < 1, String(ranked[0]!.score));
  });

  it('leaves the scores alone when the topic matches no page', () => {
    assert.deepEqual(onTheTopicsPages(deleting, []), deleting);
  });

  it('applies to a follow-up that borrows words, not to a question that stands alone', () => {
    const history = [
      {
        role: 'user' as const,
        content: 'How do I create a FabricNetworkConfig for my application?',
      },
      { role: 'assistant' as const, content: 'Create it with kubectl hlf networkconfig create.' },
    ];
    assert.equal(
      followsTheTopic(
        analyseQuestion('and when I no longer need it, how do I get rid of it?', history),
      ),
      true,
    );
    assert.equal(
      followsTheTopic(analyseQuestion('How do I upgrade the operator with Helm?', history)),
      false,
    );
    assert.equal(followsTheTopic(analyseQuestion('and how do I delete it?', [])), false);
  });
});
