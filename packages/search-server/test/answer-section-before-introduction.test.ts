import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sectionsBeforeTheirIntroduction } from '../src/answer/section-before-introduction.js';
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

  it('does not let a section of another page move an introduction', () => {
    const better = candidate('/docs/api#give-it-a-network-config', 1.2, 0.95);
    assert.deepEqual(order(sectionsBeforeTheirIntroduction([introduction, better])), [
      '/docs/network-config',
      '/docs/api#give-it-a-network-config',
    ]);
  });
});
