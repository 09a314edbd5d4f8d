import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyseQuestion } from '../src/answer/conversation.js';
import {
  putsSectionsBeforeIntroductions,
  sectionsBeforeTheirIntroduction,
} from '../src/answer/section-before-introduction.js';
import type { WeightedHit } from '../src/retrieval/weighted-search.js';

/**
 * A candidate section as the answers' retrieval returns it, with its share of the key terms and of
 * the follow-up's own (1 when it has none).
 */
const candidate = (path: string, score: number, share: number, ownShare = 1) => ({
  share,
  ownShare,
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
      order(sectionsBeforeTheirIntroduction([introduction, elsewhere, keepUpToDate], false)),
      [
        '/docs/network-config#keep-it-up-to-date',
        '/docs/network-config',
        '/docs/api#give-it-a-network-config',
      ],
    );
  });

  it('leaves an introduction that holds as much in front', () => {
    const asMuch = candidate('/docs/network-config#keep-it-up-to-date', 1.0, 0.48);
    assert.deepEqual(
      order(sectionsBeforeTheirIntroduction([introduction, elsewhere, asMuch], false)),
      [
        '/docs/network-config',
        '/docs/api#give-it-a-network-config',
        '/docs/network-config#keep-it-up-to-date',
      ],
    );
  });

  it('leaves a section that already ranks above its introduction where it is', () => {
    const above = candidate('/docs/network-config#keep-it-up-to-date', 1.5, 0.81);
    const between = candidate('/docs/api#give-it-a-network-config', 1.45, 0.77);
    assert.deepEqual(
      order(sectionsBeforeTheirIntroduction([above, between, introduction], false)),
      [
        '/docs/network-config#keep-it-up-to-date',
        '/docs/api#give-it-a-network-config',
        '/docs/network-config',
      ],
    );
  });

  it('without words of its own, puts the section that holds most key terms there, not the best-scored', () => {
    // "Anything else to do after that?": only the borrowed words rank the sections.
    const mostTerms = candidate('/docs/network-config#keep-it-up-to-date', 0.9, 0.81);
    const bestScored = candidate('/docs/network-config#mount-it', 1.1, 0.6);
    assert.deepEqual(
      order(sectionsBeforeTheirIntroduction([introduction, bestScored, mostTerms], false)),
      [
        '/docs/network-config#keep-it-up-to-date',
        '/docs/network-config',
        '/docs/network-config#mount-it',
      ],
    );
  });

  it('does not let a section of another page move an introduction', () => {
    const better = candidate('/docs/api#give-it-a-network-config', 1.2, 0.95);
    assert.deepEqual(order(sectionsBeforeTheirIntroduction([introduction, better], false)), [
      '/docs/network-config',
      '/docs/api#give-it-a-network-config',
    ]);
  });
});

describe('a follow-up with words of its own', () => {
  // "ok, how do I create a peer behind it?" after "Can I use Envoy Gateway instead of Istio?":
  // the introduction and step 1 hold the borrowed words (Envoy, Istio), step 4 every word of the
  // follow-up's own (create, peer, behind) with the better score.
  const introduction = candidate('/docs/gateway', 3.4, 0.9, 1);
  const step1 = candidate('/docs/gateway#step-1-point-dns-at-the-gateway', 1.9, 1, 1);
  const step4 = candidate('/docs/gateway#step-4-create-the-peer', 2.5, 0.75, 1);
  const channel = candidate('/docs/gateway#create-the-channel', 2.0, 0.7, 0.5);

  it('puts the best section holding as many of its own key terms in the introduction’s place', () => {
    assert.deepEqual(
      order(sectionsBeforeTheirIntroduction([introduction, step4, channel, step1], true)),
      [
        '/docs/gateway#step-4-create-the-peer',
        '/docs/gateway',
        '/docs/gateway#create-the-channel',
        '/docs/gateway#step-1-point-dns-at-the-gateway',
      ],
    );
  });

  it('leaves the introduction in front of sections that hold fewer of its own key terms', () => {
    const partial = candidate('/docs/gateway#step-4-create-the-peer', 2.5, 0.75, 0.5);
    assert.deepEqual(
      order(sectionsBeforeTheirIntroduction([introduction, partial, channel], true)),
      ['/docs/gateway', '/docs/gateway#step-4-create-the-peer', '/docs/gateway#create-the-channel'],
    );
  });

  it('does not count a section that holds none of them as holding as many', () => {
    const introductionWithout = candidate('/docs/gateway', 3.4, 0.9, 0);
    const none = candidate('/docs/gateway#step-4-create-the-peer', 2.5, 0.75, 0);
    assert.deepEqual(order(sectionsBeforeTheirIntroduction([introductionWithout, none], true)), [
      '/docs/gateway',
      '/docs/gateway#step-4-create-the-peer',
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
