import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyseQuestion } from '../src/answer/conversation.js';
import { keyTermsOf, ownKeyTerms } from '../src/answer/grounding.js';
import type { TermRarity } from '../src/retrieval/term-rarity.js';
import { stem } from '../src/text/tokens.js';

/**
 * A collection that holds every word but `missing` (nor their stems: "nightli"), each as rare as
 * the next.
 */
function rarityWithout(...missing: string[]) {
  return (terms: readonly string[]): Map<string, TermRarity> =>
    new Map(
      terms.map((term) => {
        const held = !missing.some((word) => word === term || stem(word) === term);
        return [term, { rarity: 2, held, heldExactly: held }];
      }),
    );
}

const keyTerms = (question: string, ...missing: string[]) =>
  keyTermsOf(analyseQuestion(question, []), question, rarityWithout(...missing));

describe('the key terms a section must hold to answer', () => {
  it('weighs a dictionary word that no page holds, so that a section without it does not answer', () => {
    for (const word of ['nightly', 'biweekly', 'periodically']) {
      const key = keyTerms(`How do I grow the volume of a peer ${word}?`, word);
      assert.ok(key.unknown.has(word), word);
      // Twice its rarity: more than any word the docs hold.
      assert.equal(key.weights.get(word), 4, word);
    }
    // A word in "-ly" that comes from no adjective is no adverb: "supply" is a what.
    const supply = keyTerms('Where do I supply the CA certificate?', 'supply');
    assert.equal(supply.weights.get('supply'), 4);
  });

  it('leaves out an adverb of manner, which says how and not what', () => {
    const key = keyTerms('How do I uninstall the operator cleanly?', 'cleanly');
    assert.ok(!key.weights.has('cleanly'), [...key.weights.keys()].join(', '));
    // "easily" of easy, "basically" of basic.
    for (const adverb of ['easily', 'basically']) {
      const other = keyTerms(`How do I uninstall the operator ${adverb}?`, adverb);
      assert.ok(!other.weights.has(adverb), adverb);
    }
    // The docs' "delete" stands beside the reader's "uninstall".
    assert.deepEqual([...key.weights.keys()].sort(), ['delete', 'operator', 'uninstall']);
    assert.deepEqual(key.unknownNames, []);
  });
});

describe('a follow-up’s own key terms', () => {
  it('are its words, without those it borrows from the conversation', () => {
    const history = [
      { role: 'user' as const, content: 'Can I use Envoy Gateway instead of Istio?' },
      { role: 'assistant' as const, content: 'Yes, through the Gateway API.' },
    ];
    const question = 'ok, how do I create a peer behind it?';
    const query = analyseQuestion(question, history);
    const key = keyTermsOf(query, question, rarityWithout());
    assert.ok(key.weights.has('envoy'), [...key.weights.keys()].join(', '));
    assert.deepEqual([...ownKeyTerms(key, query).weights.keys()].sort(), [
      'behind',
      'create',
      'peer',
    ]);
  });
});
