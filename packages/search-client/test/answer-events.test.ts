import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { StreamError } from '../src/index.js';
import type { Interaction } from '../src/index.js';
import { applyAnswerEvent, newInteraction } from '../src/answer/apply-event.js';
import { decodeAnswerEvent } from '../src/answer/decode-events.js';
import { ACKNOWLEDGEMENT, actionEnvelope } from '../src/protocol/index.js';
import type { AnswerAction, SearchHit } from '../src/protocol/index.js';

/**
 * The answer state without a server: events as the protocol encodes them (the server's own
 * encoder), decoded and applied one by one, the way a session does.
 */
const PATH = '/answer';

function feed(
  start: Interaction,
  events: unknown[],
): { interaction: Interaction; completes: boolean[] } {
  let interaction = start;
  const completes: boolean[] = [];
  for (const data of events) {
    const applied = applyAnswerEvent(interaction, decodeAnswerEvent(data, PATH));
    interaction = applied.interaction;
    completes.push(applied.complete);
  }
  return { interaction, completes };
}

const text = (action: AnswerAction, chunk: string, done = false) =>
  actionEnvelope(action, chunk, done);
const value = (action: AnswerAction, data: unknown) =>
  actionEnvelope(action, JSON.stringify(data), true);

const HITS: SearchHit[] = [
  {
    id: '/docs/chaincode#install',
    score: 7.5,
    document: { title: 'Install a chaincode', path: '/docs/chaincode#install' },
  },
  { id: '/docs/peers#create', score: 4, document: { title: 'Create a peer' } },
];

const plain = () => newInteraction('i1', 'How do I install a chaincode?', false);
const planned = () => newInteraction('i2', 'How do I install a chaincode?', true);

describe('answer events applied to an interaction (no server)', () => {
  it('an acknowledgement changes nothing and completes nothing', () => {
    const start = plain();
    const { interaction, completes } = feed(start, [ACKNOWLEDGEMENT]);
    assert.deepEqual(interaction, start);
    assert.deepEqual(completes, [false]);
  });

  it('search results become the typed sources, with their documents', () => {
    const { interaction } = feed(plain(), [ACKNOWLEDGEMENT, value('SEARCH_RESULTS', HITS)]);
    assert.deepEqual(interaction.sources, HITS);
    const first: SearchHit | undefined = interaction.sources?.[0];
    assert.equal(first?.document.title, 'Install a chaincode');
    assert.equal(first?.score, 7.5);
  });

  it('streamed text grows the response; the done chunk completes a plain answer', () => {
    const { interaction, completes } = feed(plain(), [
      text('ANSWER_RESPONSE', 'Use kubectl hlf '),
      text('ANSWER_RESPONSE', 'chaincode install.'),
      text('ANSWER_RESPONSE', '', true),
    ]);
    assert.equal(interaction.response, 'Use kubectl hlf chaincode install.');
    assert.deepEqual(completes, [false, false, true]);
  });

  it('the selections, their probabilities, the model and the rewritten query', () => {
    const { interaction } = feed(plain(), [
      value('SELECTED_LLM', { provider: 'extractive', model: 'hlf-docs-extractive' }),
      value('GET_SEGMENT', { id: 's1', name: 'Operators' }),
      value('GET_TRIGGER', null),
      value('SELECT_SEGMENT_PROBABILITY', { probability: 0.4 }),
      value('SELECT_TRIGGER_PROBABILITY', { probability: 0 }),
      text('OPTIMIZING_QUERY', 'install chaincode', true),
    ]);
    assert.deepEqual(interaction.selectedLLM, {
      provider: 'extractive',
      model: 'hlf-docs-extractive',
    });
    assert.deepEqual(interaction.segment, { id: 's1', name: 'Operators', probability: 0.4 });
    assert.equal(interaction.trigger, null);
    assert.equal(interaction.optimizedQuery, 'install chaincode');
  });

  it('related queries accumulate as text, never from "null", and are parsed once complete', () => {
    const json = JSON.stringify(['How do I upgrade a chaincode?', 'Install on every peer']);
    const chunks = [json.slice(0, 10), json.slice(10, 25), json.slice(25)];
    let interaction = plain();
    const seen: (string[] | null)[] = [];
    for (const [n, chunk] of chunks.entries()) {
      interaction = feed(interaction, [
        text('RELATED_QUERIES', chunk, n === chunks.length - 1),
      ]).interaction;
      seen.push(interaction.relatedQueries);
    }
    assert.equal(interaction.related, json);
    assert.deepEqual(seen, [
      null,
      null,
      ['How do I upgrade a chaincode?', 'Install on every peer'],
    ]);
  });

  it("a planned answer: the plan, each step's result, the sources, the reply; done reply completes", () => {
    const plan = [
      { step: 'OPTIMIZE_QUERY', description: 'Rewrite the question' },
      { step: 'PERFORM_ORAMA_SEARCH', description: 'Search the docs' },
      { step: 'GIVE_REPLY', description: 'Answer from the sections found' },
    ];
    const { interaction, completes } = feed(planned(), [
      ACKNOWLEDGEMENT,
      value('ACTION_PLAN', plan),
      text('OPTIMIZE_QUERY', 'install chaincode', true),
      value('PERFORM_ORAMA_SEARCH', HITS),
      text('GIVE_REPLY', 'Run the install '),
      text('GIVE_REPLY', 'command.'),
      // An answer chunk does not complete a planned answer: its reply step does.
      text('ANSWER_RESPONSE', '', true),
      text('GIVE_REPLY', '', true),
      // Steps that are not in the plan are ignored.
      text('ASK_FOLLOWUP', 'Which peer?', true),
      text('RELATED_QUERIES', '[]', true),
    ]);
    assert.deepEqual(interaction.plan, plan);
    assert.deepEqual(interaction.planExecution, {
      OPTIMIZE_QUERY: {
        instruction: 'Rewrite the question',
        result: 'install chaincode',
        done: true,
      },
      PERFORM_ORAMA_SEARCH: {
        instruction: 'Search the docs',
        result: JSON.stringify(HITS),
        done: true,
      },
      GIVE_REPLY: {
        instruction: 'Answer from the sections found',
        result: 'Run the install command.',
        done: true,
      },
    });
    assert.deepEqual(interaction.sources, HITS);
    assert.equal(interaction.response, 'Run the install command.');
    assert.deepEqual(completes, [
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      true,
      false,
      false,
    ]);
    assert.deepEqual(interaction.relatedQueries, []);
  });

  it('an answer is not declined unless the server says so, before its text', () => {
    const answered = feed(plain(), [
      ACKNOWLEDGEMENT,
      value('SEARCH_RESULTS', HITS),
      text('ANSWER_RESPONSE', 'From the documentation: ...'),
      text('ANSWER_RESPONSE', '', true),
    ]);
    assert.equal(answered.interaction.declined, false);

    const declined = feed(plain(), [
      ACKNOWLEDGEMENT,
      value('SEARCH_RESULTS', HITS),
      value('ANSWER_DECLINED', { reason: 'no_answering_section' }),
      text('ANSWER_RESPONSE', 'Whatever the text says'),
      text('ANSWER_RESPONSE', '', true),
    ]);
    assert.equal(declined.interaction.declined, true);
    assert.deepEqual(declined.interaction.sources, HITS, 'the nearest sections, to offer');
    assert.deepEqual(declined.completes, [false, false, false, false, true]);
  });

  it('a planned answer is declined by the same action, before its follow-up question', () => {
    const plan = [
      { step: 'OPTIMIZE_QUERY', description: 'Rewrite' },
      { step: 'PERFORM_ORAMA_SEARCH', description: 'Search' },
      { step: 'ASK_FOLLOWUP', description: 'Ask' },
    ];
    const { interaction } = feed(planned(), [
      ACKNOWLEDGEMENT,
      value('ACTION_PLAN', plan),
      text('OPTIMIZE_QUERY', 'velero backup', true),
      value('PERFORM_ORAMA_SEARCH', HITS),
      value('ANSWER_DECLINED', { reason: 'unknown_name', names: ['velero'] }),
      text('ASK_FOLLOWUP', 'Could you rephrase?'),
      text('ASK_FOLLOWUP', '', true),
    ]);
    assert.equal(interaction.declined, true);
    assert.deepEqual(interaction.sources, HITS);
  });

  it('a malformed ANSWER_DECLINED is a StreamError naming the action', () => {
    assert.throws(
      () => decodeAnswerEvent(value('ANSWER_DECLINED', { names: 'velero' }), PATH),
      (error: unknown) => error instanceof StreamError && /ANSWER_DECLINED/.test(error.message),
    );
  });

  it('applying an event leaves the given interaction as it was', () => {
    const start = feed(planned(), [
      value('ACTION_PLAN', [{ step: 'GIVE_REPLY', description: 'Answer' }]),
      value('GET_SEGMENT', { id: 's1', name: 'Operators' }),
    ]).interaction;
    const before = structuredClone(start);
    for (const data of [
      text('GIVE_REPLY', 'more', true),
      value('SELECT_SEGMENT_PROBABILITY', { probability: 0.9 }),
      value('SEARCH_RESULTS', HITS),
      text('RELATED_QUERIES', '["a"]', true),
    ]) {
      const applied = applyAnswerEvent(start, decodeAnswerEvent(data, PATH));
      assert.notEqual(applied.interaction, start);
    }
    assert.deepEqual(start, before);
  });

  it('an envelope type the client does not know is skipped', () => {
    const start = plain();
    const { interaction } = feed(start, [{ type: 'progress', message: '50%' }]);
    assert.deepEqual(interaction, start);
  });

  it("the server's error event is a StreamError with its message", () => {
    assert.throws(
      () => decodeAnswerEvent({ type: 'error', message: 'The model is unreachable' }, PATH),
      (error: unknown) =>
        error instanceof StreamError && error.message === 'The model is unreachable',
    );
  });

  it('malformed events are StreamErrors that say what and where', () => {
    const cases: [unknown, RegExp][] = [
      ['just text', /^A malformed event arrived on "\/answer"$/],
      [{ message: 'no type' }, /^A malformed event arrived on "\/answer"$/],
      [{ type: 'response', message: 'not JSON' }, /^A malformed event arrived on "\/answer"$/],
      [{ type: 'response', message: '{"result": "no action"}' }, /A malformed event/],
      [
        value('SEARCH_RESULTS', { hits: HITS }),
        /^A malformed SEARCH_RESULTS event arrived on "\/answer"/,
      ],
      [
        value('SEARCH_RESULTS', [{ id: 'a', score: 'high', document: {} }]),
        /SEARCH_RESULTS .* at "0\.score"/,
      ],
      [text('SEARCH_RESULTS', '[{"id": "a"'), /^A malformed SEARCH_RESULTS event/],
      [
        value('ACTION_PLAN', [{ step: 'GIVE_REPLY' }]),
        /^A malformed ACTION_PLAN event .* at "0\.description"/,
      ],
      [value('GET_SEGMENT', { name: 'no id' }), /^A malformed GET_SEGMENT event .* at "id"/],
      [
        value('SELECT_SEGMENT_PROBABILITY', { probability: 'high' }),
        /SELECT_SEGMENT_PROBABILITY .* at "probability"/,
      ],
      [value('SELECTED_LLM', 'gpt'), /^A malformed SELECTED_LLM event/],
    ];
    for (const [data, message] of cases) {
      assert.throws(
        () => decodeAnswerEvent(data, PATH),
        (error: unknown) => error instanceof StreamError && message.test(error.message),
        JSON.stringify(data),
      );
    }
  });
});
