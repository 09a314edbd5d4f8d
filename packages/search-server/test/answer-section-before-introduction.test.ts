import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyseQuestion } from '../src/answer/conversation.js';
import {
  putsSectionsBeforeIntroductions,
  sectionsBeforeTheirIntroduction,
} from '../src/answer/section-before-introduction.js';
import type { WeightedHit } from '../src/retrieval/weighted-search.js';

/** A candidate section as the answers' retrieval returns it, with its share of the key terms. */
const candidate = (path: string, score: number, share: number) => ({
  share,
  hit: {
    id: path,
    score,
    terms: [],
    document: { id: path, path, title: path.split('#')[1] ?? path, content: '' },
  } satisfies WeightedHit,
});

const order = (hits: readonly WeightedHit[]) => hits.map((hit) => hit.id);

describe('a follow-up’s section before its page’s introduction', () => {
  // "I just added a peer. How do I get it into that file without waiting hours?" after a question
  // on mounting the network config: the page's introduction holds the topic's words, the section
  // on keeping the file up to date holds the follow-up's.
  const introduction = candidate('/docs/network-config', 1.4, 0.48);
  const keepUpToDate = candidate('/docs/network-config#keep-it-up-to-date', 1.0, 0.81);
  const elsewhere = candidate('/docs/api#give-it-a-network-config', 1.2, 0.77);

  it('puts the section that holds more key terms in its introduction’s place', () => {
    assert.deepEqual(
      order(sectionsBeforeTheirIntroduction([introduction, elsewhere, keepUpToDate])),
      [
        '/docs/network-config#keep-it-up-to-date',
        '/docs/network-config',
        '/docs/api#give-it-a-network-config',
      ],
    );
  });

  it('leaves an introduction that holds as much in front', () => {
    const asMuch = candidate('/docs/network-config#keep-it-up-to-date', 1.0, 0.48);
    assert.deepEqual(order(sectionsBeforeTheirIntroduction([introduction, elsewhere, asMuch])), [
      '/docs/network-config',
      '/docs/api#give-it-a-network-config',
      '/docs/network-config#keep-it-up-to-date',
    ]);
  });

  it('leaves a section that already ranks above its introduction where it is', () => {
    const above = candidate('/docs/network-config#keep-it-up-to-date', 1.5, 0.81);
    const between = candidate('/docs/api#give-it-a-network-config', 1.45, 0.77);
    assert.deepEqual(order(sectionsBeforeTheirIntroduction([above, between, introduction])), [
      '/docs/network-config#keep-it-up-to-date',
      '/docs/api#give-it-a-network-config',
      '/docs/network-config',
    ]);
  });

  it('does not let a section of another page move an introduction', () => {
    const better = candidate('/docs/api#give-it-a-network-config', 1.2, 0.95);
    assert.deepEqual(order(sectionsBeforeTheirIntroduction([introduction, better])), [
      '/docs/network-config',
      '/docs/api#give-it-a-network-config',
    ]);
  });
});

describe('which questions put their sections before the introduction', () => {
  const history = [
    { role: 'user' as const, content: 'How do I mount the network config Secret into my pod?' },
    { role: 'assistant' as const, content: 'Mount it as a volume.' },
  ];
  const puts = (question: string, messages = history) =>
    putsSectionsBeforeIntroductions(analyseQuestion(question, messages), question);

  it('is a follow-up that asks how', () => {
    assert.equal(puts('and how do I keep it up to date?'), true);
  });

  it('is not a follow-up that asks what something is, nor a plain question', () => {
    assert.equal(puts('What does it do?'), false);
    assert.equal(puts('and how do I keep it up to date?', []), false);
  });
});
