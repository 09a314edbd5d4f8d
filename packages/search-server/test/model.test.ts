import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { call } from './helpers/http.js';
import type { ErrorBody } from './helpers/http.js';
import { createCollection, seedDocs } from './helpers/fixtures.js';
import type { TestCollection } from './helpers/fixtures.js';
import { actionOrder, actionsOf, readSse } from './helpers/sse.js';
import { startStandInModel } from './helpers/stand-in-model.js';
import type { RecordedRequest, StandInModel } from './helpers/stand-in-model.js';
import { startTestServer } from './helpers/server.js';
import type { TestServer } from './helpers/server.js';

const LLM_KEY = 'sk-stand-in-secret-0123456789';

describe('answers with an OpenAI-compatible model', () => {
  let model: StandInModel;
  let server: TestServer;
  let docs: TestCollection;
  const defaults = { ...({} as Record<string, unknown>) };
  const ask = (path: string, body: unknown, extra: Parameters<typeof readSse>[2] = {}) =>
    readSse(server.url, `/v1/collections/docs/${path}`, {
      key: docs.readKey,
      keyIn: 'query',
      body,
      ...extra,
    });

  before(async () => {
    model = await startStandInModel();
    Object.assign(defaults, model.behaviour);
    server = await startTestServer({
      chat: { baseUrl: model.baseUrl, apiKey: LLM_KEY, model: 'stand-in-model', timeoutMs: 10_000 },
      keepAliveMs: 50,
    });
    docs = await createCollection(server.url, server.masterKey);
    await seedDocs(server.url, docs);
    await call(server.url, '/v1/collections/docs/system_prompts/insert', {
      key: docs.writeKey,
      body: {
        id: 'auto',
        name: 'Tone',
        prompt: 'Always answer in a friendly tone.',
        usage_mode: 'automatic',
      },
    });
  });
  afterEach(() => {
    Object.assign(model.behaviour, defaults);
    model.requests.length = 0;
  });
  after(async () => {
    await server.close();
    await model.close();
  });

  it('streams the model tokens as ANSWER_RESPONSE chunks, with sources, prompts and history sent', async () => {
    const result = await ask('answer', {
      query: 'How do I install a chaincode?',
      messages: [
        { role: 'user', content: 'Hello' },
        { role: 'assistant', content: 'Hi, ask me about the operator.' },
      ],
    });
    assert.ok(result.ended);
    const actions = actionsOf(result.events);
    assert.deepEqual(JSON.parse(actions[0]?.result ?? ''), {
      provider: 'openai-compatible',
      model: 'stand-in-model',
    });
    const chunks = actions
      .filter((action) => action.action === 'ANSWER_RESPONSE' && !action.done)
      .map((action) => action.result);
    assert.deepEqual(chunks, ['The ', 'operator ', 'installs ', 'chaincode.']);
    assert.deepEqual(actions.at(-1), { action: 'ANSWER_RESPONSE', result: '', done: true });

    const streamed = model.requests.find((request) => request.body.stream);
    assert.ok(streamed);
    assert.equal(streamed.authorization, `Bearer ${LLM_KEY}`);
    assert.equal(streamed.body.model, 'stand-in-model');
    const [system, ...rest] = streamed.body.messages;
    assert.match(system?.content ?? '', /kubectl hlf chaincode install/);
    assert.match(system?.content ?? '', /friendly tone/);
    assert.deepEqual(
      rest.map((message) => [message.role, message.content]),
      [
        ['user', 'Hello'],
        ['assistant', 'Hi, ask me about the operator.'],
        ['user', 'How do I install a chaincode?'],
      ],
    );
  });

  it('sends keep-alive comments while the model is silent', async () => {
    model.behaviour.firstTokenDelayMs = 400;
    const result = await ask('answer', { query: 'install chaincode' });
    assert.ok(result.ended);
    assert.ok(result.comments.length >= 2, `keep-alive comments: ${result.comments.length}`);
    assert.ok(result.comments.every((comment) => comment.trim() === 'keep-alive'));
  });

  it('sends the first keep-alive one interval after the last event, not up to two', async () => {
    const keepAliveMs = 400;
    const slow = await startTestServer({
      chat: { baseUrl: model.baseUrl, apiKey: LLM_KEY, model: 'stand-in-model', timeoutMs: 10_000 },
      keepAliveMs,
    });
    try {
      const collection = await createCollection(slow.url, slow.masterKey);
      await seedDocs(slow.url, collection);
      // One token soon after the stream starts, then silence: the last write falls just after
      // the start of an interval, where a fixed interval would wait almost two before a comment.
      model.behaviour.tokens = ['The ', 'operator.'];
      model.behaviour.firstTokenDelayMs = 20;
      model.behaviour.tokenDelayMs = 3 * keepAliveMs;
      const result = await readSse(slow.url, '/v1/collections/docs/answer', {
        key: collection.readKey,
        keyIn: 'query',
        body: { query: 'install chaincode' },
      });
      assert.ok(result.ended);
      const first = result.timeline.findIndex((entry) => entry.kind === 'comment');
      const comment = result.timeline[first];
      const before = result.timeline[first - 1];
      assert.ok(comment && before, 'a keep-alive came after the first events');
      const idle = comment.atMs - before.atMs;
      // A fixed interval that skips recently written streams leaves up to 2x the interval idle.
      assert.ok(idle < keepAliveMs * 1.5, `first keep-alive after ${idle.toFixed(0)} ms idle`);
    } finally {
      await slow.close();
    }
  });

  it('stops the model request when the client disconnects', async () => {
    model.behaviour.endless = true;
    const aborted = model.nextEarlyClose(5_000);
    const result = await ask(
      'answer',
      { query: 'install chaincode' },
      {
        stopAfter: (events) =>
          actionsOf(events).some((action) => action.action === 'ANSWER_RESPONSE'),
      },
    );
    assert.equal(result.ended, false, 'we hung up before the end');
    const request = await aborted;
    assert.equal(request.body.stream, true);
  });

  it('ends the stream with an error event when the model fails, without its key', async () => {
    model.behaviour.failWith = 503;
    const result = await ask('answer', { query: 'install chaincode' });
    assert.ok(result.ended);
    const last = result.events.at(-1) as { type: string; message: string };
    assert.equal(last.type, 'error');
    assert.match(last.message, /answered 503/);
    assert.ok(!JSON.stringify(result.events).includes(LLM_KEY));
    assert.ok(!server.logs.join('\n').includes(LLM_KEY));
  });

  it('names an unreachable model endpoint without the credentials of its URL', async () => {
    const secret = 'url-secret-0123456789';
    const unreachable = await startTestServer({
      chat: {
        baseUrl: `http://user:${secret}@127.0.0.1:9/v1?key=${secret}`,
        apiKey: undefined,
        model: 'stand-in-model',
        timeoutMs: 5_000,
      },
    });
    try {
      const collection = await createCollection(unreachable.url, unreachable.masterKey);
      await seedDocs(unreachable.url, collection);
      const result = await readSse(unreachable.url, '/v1/collections/docs/answer', {
        key: collection.readKey,
        keyIn: 'query',
        body: { query: 'install chaincode' },
      });
      const last = result.events.at(-1) as { type: string; message: string };
      assert.equal(last.type, 'error');
      assert.match(last.message, /endpoint http:\/\/127\.0\.0\.1:9\/v1/);
      assert.ok(!JSON.stringify(result.events).includes(secret), last.message);
      assert.ok(!unreachable.logs.join('\n').includes(secret));
    } finally {
      await unreachable.close();
    }
  });

  it('lets the model choose the segment when there are segments', async () => {
    await call(server.url, '/v1/collections/docs/segments/insert', {
      key: docs.writeKey,
      body: { id: 'dev', name: 'Developers', description: 'people who write smart contracts' },
    });
    model.behaviour.complete = (body) =>
      body.messages[0]?.content.includes('segment')
        ? '{"id": "dev", "probability": 0.9}'
        : '{"id": null}';
    const result = await ask('planned_answer', { query: 'deploying my contract code' });
    const actions = actionsOf(result.events);
    assert.ok(actionOrder(actions).includes('GET_SEGMENT'));
    assert.deepEqual(
      JSON.parse(actions.find((action) => action.action === 'GET_SEGMENT')?.result ?? ''),
      { id: 'dev', name: 'Developers' },
    );
    assert.equal(
      actions.find((action) => action.action === 'SELECT_SEGMENT_PROBABILITY')?.result,
      '{"probability":0.9}',
    );
  });

  it('runs tools through the model and returns the chosen parameters', async () => {
    await call(server.url, '/v1/collections/docs/tools/insert', {
      key: docs.writeKey,
      body: {
        id: 'get_weather',
        description: 'Weather of a city',
        parameters: JSON.stringify({ type: 'object', properties: { city: { type: 'string' } } }),
      },
    });
    model.behaviour.toolCalls = [{ name: 'get_weather', arguments: '{"city":"Madrid"}' }];
    const result = await call<{
      results: { functionParameters: { tool_id: string; result: string } }[];
    }>(server.url, '/v1/collections/docs/tools/run', {
      key: docs.readKey,
      body: {
        tool_ids: ['get_weather'],
        messages: [{ role: 'user', content: 'Weather in Madrid?' }],
      },
    });
    assert.equal(result.status, 200, result.text);
    assert.equal(result.body.results[0]?.functionParameters.tool_id, 'get_weather');
    assert.deepEqual(JSON.parse(result.body.results[0]?.functionParameters.result ?? ''), {
      city: 'Madrid',
    });
    assert.equal(model.requests.at(-1)?.body.tools?.[0]?.function.name, 'get_weather');

    const unknown = await call<ErrorBody>(server.url, '/v1/collections/docs/tools/run', {
      key: docs.readKey,
      body: { tool_ids: ['nope'], messages: [{ role: 'user', content: 'x' }] },
    });
    assert.equal(unknown.status, 400);
    assert.match(unknown.body.error.message, /"tool_ids": no tool "nope"/);
  });

  it('turns a question into search parameters with the model', async () => {
    model.behaviour.complete = () =>
      'Here: {"term": "peer organizations", "mode": "fulltext", "where": {"category": "guides"}}';
    const result = await call<
      { generated_query: { term: string; where: unknown }; results: { hits: { id: string }[] }[] }[]
    >(server.url, '/v1/collections/docs/nlp_search', {
      key: docs.readKey,
      keyIn: 'query',
      body: { query: 'which guide talks about peer orgs?' },
    });
    assert.equal(result.status, 200);
    assert.equal(result.body[0]?.generated_query.term, 'peer organizations');
    assert.deepEqual(result.body[0]?.generated_query.where, { category: 'guides' });
    assert.equal(result.body[0]?.results[0]?.hits[0]?.id, 'channel-create');

    model.behaviour.complete = () => 'I cannot help with that.';
    const fallback = await call<{ generated_query: { term: string } }[]>(
      server.url,
      '/v1/collections/docs/nlp_search',
      {
        key: docs.readKey,
        keyIn: 'query',
        body: { query: 'certificate renewal' },
      },
    );
    assert.equal(
      fallback.body[0]?.generated_query.term,
      'certificate renewal',
      'falls back to the parser',
    );
  });

  describe('questions restated by the model before the search', () => {
    const firstSource = (events: unknown[]) =>
      (
        JSON.parse(
          actionsOf(events).find((action) =>
            /SEARCH_RESULTS|PERFORM_ORAMA_SEARCH/.test(action.action),
          )?.result ?? '[]',
        ) as { id: string }[]
      )[0]?.id;
    const isRestatement = (body: RecordedRequest['body']) =>
      !body.stream &&
      /one search question that stands on its own/.test(body.messages[0]?.content ?? '');
    const restateAs = (reply: () => string) => {
      model.behaviour.complete = (body) =>
        isRestatement(body) ? reply() : '{"id": null, "probability": 0}';
    };
    // The follow-up's words are in two sections, and the conversation points at the metric; the
    // model's restatement says that the reader asks about the renewal.
    const FOLLOW_UP = 'And how many days before?';
    const HISTORY = [
      { role: 'user', content: 'Is there an alert before the node certificates expire?' },
      { role: 'assistant', content: 'Yes, a warning alert fires before expiry.' },
    ];
    const RESTATED = 'How many days before expiry are node certificates renewed automatically?';

    it('searches with the words of the model’s standalone question, shown in the optimized query; the model answers the reader’s question', async () => {
      restateAs(() => RESTATED);
      const result = await ask('answer', { query: FOLLOW_UP, messages: HISTORY });
      assert.ok(result.ended);
      assert.equal(firstSource(result.events), 'cert-renewal');
      const optimized =
        actionsOf(result.events).find((action) => action.action === 'OPTIMIZING_QUERY')?.result ??
        '';
      assert.match(optimized, /\bautomatically\b/);

      const restatement = model.requests.find((request) => isRestatement(request.body));
      assert.ok(restatement, 'the model was asked to restate the question');
      const asked = restatement.body.messages.at(-1)?.content ?? '';
      assert.match(asked, /Reader: Is there an alert before the node certificates expire\?/);
      assert.match(asked, /Assistant: Yes, a warning alert fires before expiry\./);
      assert.match(asked, /Last question: And how many days before\?$/);
      // The answer itself is written for the reader's own question.
      const streamed = model.requests.find((request) => request.body.stream);
      assert.deepEqual(streamed?.body.messages.at(-1), { role: 'user', content: FOLLOW_UP });

      // The same follow-up with a reply that is no question (several lines): the reader's words
      // and the conversation alone, which point at the alert.
      restateAs(() => 'Certificates are renewed.\nThe delta is 15 days.');
      const own = await ask('answer', { query: FOLLOW_UP, messages: HISTORY });
      assert.ok(own.ended);
      assert.equal(firstSource(own.events), 'monitoring');
    });

    it('asks no restatement of a first question, nor of one about the whole page', async () => {
      restateAs(() => RESTATED);
      const result = await ask('answer', { query: 'How do I install a chaincode?' });
      assert.ok(result.ended);
      assert.equal(firstSource(result.events), 'chaincode-install');
      const wholePage = await ask('answer', {
        query: 'What does this page cover?',
        messages: HISTORY,
        page_path: '/bevel-operator-fabric/docs/operations/monitoring',
      });
      assert.ok(wholePage.ended);
      assert.equal(firstSource(wholePage.events), 'monitoring');
      assert.equal(model.requests.filter((request) => isRestatement(request.body)).length, 0);
    });

    it('restates in the planned answer too, its events in the protocol’s order', async () => {
      restateAs(() => `"${RESTATED}"`);
      const result = await ask('planned_answer', { query: FOLLOW_UP, messages: HISTORY });
      assert.ok(result.ended);
      assert.equal(firstSource(result.events), 'cert-renewal');
      // The segment is chosen while the question is restated, and still sent after the reply.
      const order = actionOrder(actionsOf(result.events));
      assert.deepEqual(order.slice(0, 4), [
        'ACTION_PLAN',
        'OPTIMIZE_QUERY',
        'PERFORM_ORAMA_SEARCH',
        'GIVE_REPLY',
      ]);
      assert.deepEqual(order.slice(4), [
        'GET_SEGMENT',
        'GET_TRIGGER',
        'SELECT_SEGMENT_PROBABILITY',
        'SELECT_TRIGGER_PROBABILITY',
      ]);
    });

    it('takes the restatement on the main thread and on a search thread alike', async () => {
      for (const searchThreads of [0, 1]) {
        const other = await startTestServer({
          chat: {
            baseUrl: model.baseUrl,
            apiKey: LLM_KEY,
            model: 'stand-in-model',
            timeoutMs: 10_000,
          },
          searchThreads,
        });
        try {
          const collection = await createCollection(other.url, other.masterKey);
          await seedDocs(other.url, collection);
          restateAs(() => RESTATED);
          const result = await readSse(other.url, '/v1/collections/docs/answer', {
            key: collection.readKey,
            keyIn: 'query',
            body: { query: FOLLOW_UP, messages: HISTORY },
          });
          assert.equal(
            firstSource(result.events),
            'cert-renewal',
            `${searchThreads} search threads`,
          );
        } finally {
          await other.close();
        }
      }
    });

    /** The follow-up answered with `reply` as the model's restatement: what the reader sees of it. */
    const answerRestatedAs = async (reply: string) => {
      restateAs(() => reply);
      const result = await ask('answer', { query: FOLLOW_UP, messages: HISTORY });
      assert.ok(result.ended);
      const actions = actionsOf(result.events);
      return {
        first: firstSource(result.events),
        declined: actions.some((action) => action.action === 'ANSWER_DECLINED'),
        optimized: actions.find((action) => action.action === 'OPTIMIZING_QUERY')?.result ?? '',
      };
    };

    it('searches without the restatement when the answer would be declined with it', async () => {
      // Held words of every page: no section holds enough of them to answer.
      const { first, declined, optimized } = await answerRestatedAs(
        'How many days before expiry does the FabricMainChannel orderer organization install the chaincode package with Prometheus labels and STATE_NORMAL permission?',
      );
      assert.equal(declined, false);
      assert.equal(first, 'monitoring');
      assert.doesNotMatch(optimized, /fabricmainchannel|prometheus/i);
    });

    it('leaves out the words of a restatement that no page holds', async () => {
      const { first, declined, optimized } = await answerRestatedAs(
        'How many days before expiry are certificats renewed automatically by the FabricZebraGateway xylophone?',
      );
      assert.equal(declined, false);
      assert.equal(first, 'cert-renewal');
      // Nor a word one letter away from one of the docs' ("certificats").
      assert.doesNotMatch(optimized, /zebra|xylophone|certificats/i);
      assert.match(optimized, /\brenewed\b/);
    });

    it('answers from the reader’s words when the model fails to restate', async () => {
      restateAs(() => {
        throw new Error('the connection breaks');
      });
      const result = await ask('answer', { query: FOLLOW_UP, messages: HISTORY });
      assert.ok(result.ended);
      assert.ok(model.requests.some((request) => isRestatement(request.body)));
      assert.equal(firstSource(result.events), 'monitoring');
      const chunks = actionsOf(result.events)
        .filter((action) => action.action === 'ANSWER_RESPONSE' && !action.done)
        .map((action) => action.result);
      assert.deepEqual(chunks, ['The ', 'operator ', 'installs ', 'chaincode.']);
    });
  });
});

describe('tools without a model', () => {
  it('/tools/run answers 501 with a clear message', async () => {
    const server = await startTestServer();
    try {
      const docs = await createCollection(server.url, server.masterKey);
      const result = await call<ErrorBody>(server.url, '/v1/collections/docs/tools/run', {
        key: docs.readKey,
        body: { messages: [{ role: 'user', content: 'x' }] },
      });
      assert.equal(result.status, 501);
      assert.equal(result.body.error.code, 'not_implemented');
      assert.match(result.body.error.message, /needs a language model.*SEARCH_LLM_BASE_URL/);
    } finally {
      await server.close();
    }
  });
});
