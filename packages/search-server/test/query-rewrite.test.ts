import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { restatePrompt, parseRestatement } from '../src/answer/query-rewrite.js';

describe('the model’s restatement of a question', () => {
  it('is the one line of a reply, without quotes or a label', () => {
    assert.equal(
      parseRestatement(
        '  Question: "How do I disable the automatic renewal of FabricIdentity certificates?"\n',
      ),
      'How do I disable the automatic renewal of FabricIdentity certificates?',
    );
    assert.equal(
      parseRestatement('Search question: `kubectl hlf peer renew` flags'),
      '`kubectl hlf peer renew` flags',
      'quotes inside the line stay',
    );
  });

  it('comes after a reasoning model’s think block, and without a bold label', () => {
    assert.equal(
      parseRestatement(
        '<think>\nThe reader asks about renewals.\nSo:\n</think>\n**Standalone question:** How are peer certificates renewed?',
      ),
      'How are peer certificates renewed?',
    );
  });

  it('is none when the reply is empty, JSON, several lines or longer than a question', () => {
    for (const reply of [
      '',
      '   ',
      '{"id": null, "probability": 0}',
      '["a"]',
      'Peers renew.\nSo do orderers.',
      'x'.repeat(401),
    ]) {
      assert.equal(parseRestatement(reply), undefined, JSON.stringify(reply.slice(0, 40)));
    }
  });

  it('shows the model the last turns of the conversation, each cut short, and the question last', () => {
    const messages = [
      { role: 'system' as const, content: 'a system prompt of the site' },
      ...Array.from({ length: 8 }, (_, turn) => ({
        role: turn % 2 === 0 ? ('user' as const) : ('assistant' as const),
        content: `turn ${turn} ${'y'.repeat(1000)}`,
      })),
    ];
    const [instructions, asked] = restatePrompt({ query: 'And the orderers?', messages });
    assert.equal(instructions?.role, 'system');
    const text = asked?.content ?? '';
    assert.doesNotMatch(text, /turn [01] |a system prompt/);
    assert.match(text, /^Conversation so far:\nReader: turn 2 /);
    assert.match(text, /Assistant: turn 7 y+…\n\nLast question: And the orderers\?$/);
    assert.ok(text.length < 6 * 620 + 100, `${text.length} characters`);
  });
});
