import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call } from './helpers/http.js';
import type { ErrorBody } from './helpers/http.js';
import { createCollection, DOCS, seedDocs } from './helpers/fixtures.js';
import type { TestCollection } from './helpers/fixtures.js';
import { actionOrder, actionsOf, readSse } from './helpers/sse.js';
import { startTestServer } from './helpers/server.js';
import type { TestServer } from './helpers/server.js';

describe('answers without a model (extractive)', () => {
  let server: TestServer;
  let docs: TestCollection;
  const ask = (path: string, body: unknown) =>
    readSse(server.url, `/v1/collections/docs/${path}`, {
      key: docs.readKey,
      keyIn: 'query',
      body,
    });

  before(async () => {
    server = await startTestServer();
    docs = await createCollection(server.url, server.masterKey);
    await seedDocs(server.url, docs);
    const w = (p: string, body: unknown) =>
      call(server.url, `/v1/collections/docs${p}`, { key: docs.writeKey, body });
    await w('/segments/insert', {
      id: 'ops',
      name: 'Certificate operations',
      description: 'renew and rotate certificates',
      goal: 'keep certificates valid',
    });
    await w('/segments/insert', {
      id: 'dev',
      name: 'Chaincode developers',
      description: 'write and install chaincode',
    });
    await w('/triggers/insert', {
      id: 'renewal',
      name: 'Certificate renewal',
      description: 'renew expiring certificates',
      response: 'Mention auto-renewal.',
      segment_id: 'ops',
    });
  });
  after(() => server.close());

  it('/answer streams the protocol actions in order and ends the body', async () => {
    const result = await ask('answer', {
      query: 'How do I install a chaincode?',
      related: { enabled: true, size: 2, format: 'question' },
    });
    assert.equal(result.status, 200);
    assert.match(result.contentType ?? '', /text\/event-stream/);
    assert.ok(result.ended, 'the server ended the body');
    assert.deepEqual(result.events[0], { type: 'acknowledgement', message: 'Acknowledged' });
    const actions = actionsOf(result.events);
    assert.deepEqual(actionOrder(actions), [
      'SELECTED_LLM',
      'GET_SEGMENT',
      'GET_TRIGGER',
      'SELECT_SEGMENT_PROBABILITY',
      'SELECT_TRIGGER_PROBABILITY',
      'OPTIMIZING_QUERY',
      'SEARCH_RESULTS',
      'ANSWER_RESPONSE',
      'RELATED_QUERIES',
      'ANSWER_RESPONSE',
    ]);
    const last = actions.at(-1);
    assert.deepEqual(last, { action: 'ANSWER_RESPONSE', result: '', done: true });
    assert.deepEqual(JSON.parse(actions[0]?.result ?? ''), {
      provider: 'extractive',
      model: 'hlf-docs-extractive',
    });
    const searchResults = actions.find((action) => action.action === 'SEARCH_RESULTS');
    assert.equal(searchResults?.done, true);
    const hits = JSON.parse(searchResults?.result ?? '[]') as { id: string }[];
    assert.equal(hits[0]?.id, 'chaincode-install');
    const chunks = actions.filter((action) => action.action === 'ANSWER_RESPONSE' && !action.done);
    assert.ok(chunks.length > 1, 'the answer comes in several chunks');
    // Only one section is about installing: none other to suggest, and never the one just quoted.
    const related = actions.filter((action) => action.action === 'RELATED_QUERIES');
    const relatedList = JSON.parse(related.map((action) => action.result).join('')) as string[];
    assert.deepEqual(relatedList, []);
    assert.equal(related.at(-1)?.done, true);
  });

  it('/answer offers related questions from the sections it did not quote first', async () => {
    const result = await ask('answer', {
      query: 'Which certificates of peers expire, and how do I watch them?',
      related: { enabled: true, size: 2, format: 'question' },
    });
    const actions = actionsOf(result.events);
    const hits = JSON.parse(
      actions.find((action) => action.action === 'SEARCH_RESULTS')?.result ?? '[]',
    ) as { id: string; document: { section: string } }[];
    const related = actions.filter((action) => action.action === 'RELATED_QUERIES');
    const relatedList = JSON.parse(related.map((action) => action.result).join('')) as string[];
    assert.ok(relatedList.length >= 1 && relatedList.length <= 2, JSON.stringify(relatedList));
    assert.ok(relatedList.every((query) => query.endsWith('?')));
    const first = hits[0]!.document.section.toLowerCase();
    assert.ok(!relatedList.some((query) => query.toLowerCase().includes(first)), first);
  });

  it('quotes sentences of the best sections with their links and invents nothing', async () => {
    const result = await ask('answer', { query: 'How do I install a chaincode on a peer?' });
    const text = actionsOf(result.events)
      .filter((action) => action.action === 'ANSWER_RESPONSE')
      .map((action) => action.result)
      .join('');
    assert.match(
      text,
      /Use kubectl hlf chaincode install to install the chaincode package on a peer\./,
    );
    assert.ok(text.includes(`(${DOCS[0]?.path})`), 'the section is linked');
    // Every quoted line is a piece of a document: nothing else is claimed.
    const corpus = DOCS.map((doc) => doc.content).join(' ');
    for (const line of text.split('\n').filter((line) => line.startsWith('> '))) {
      for (const sentence of line.slice(2).split(' … '))
        assert.ok(corpus.includes(sentence), `quoted: ${sentence}`);
    }
  });

  it('says it found nothing rather than inventing an answer', async () => {
    const result = await ask('answer', { query: 'kubernetes zebra migration xylophone' });
    const text = actionsOf(result.events)
      .filter((action) => action.action === 'ANSWER_RESPONSE')
      .map((action) => action.result)
      .join('');
    assert.match(text, /could not find anything in the documentation/);
    const searchResults = actionsOf(result.events).find(
      (action) => action.action === 'SEARCH_RESULTS',
    );
    assert.deepEqual(JSON.parse(searchResults?.result ?? 'null'), []);
  });

  it('chooses the segment and trigger closest to the question, with a probability', async () => {
    const result = await ask('answer', { query: 'renew expiring certificates' });
    const actions = actionsOf(result.events);
    const get = (name: string) =>
      JSON.parse(actions.find((action) => action.action === name)?.result ?? 'null') as unknown;
    assert.deepEqual(get('GET_SEGMENT'), { id: 'ops', name: 'Certificate operations' });
    assert.deepEqual(get('GET_TRIGGER'), {
      id: 'renewal',
      name: 'Certificate renewal',
      response: 'Mention auto-renewal.',
      segment_id: 'ops',
    });
    const segmentProbability = (get('SELECT_SEGMENT_PROBABILITY') as { probability: number })
      .probability;
    assert.ok(segmentProbability > 0.2 && segmentProbability <= 1);
    assert.ok((get('SELECT_TRIGGER_PROBABILITY') as { probability: number }).probability > 0.2);

    const unrelated = actionsOf(
      (await ask('answer', { query: 'prometheus metrics labels' })).events,
    );
    assert.equal(unrelated.find((action) => action.action === 'GET_SEGMENT')?.result, 'null');
    assert.equal(unrelated.find((action) => action.action === 'GET_TRIGGER')?.result, 'null');
  });

  it('uses the history for a short follow-up question', async () => {
    const result = await ask('answer', {
      query: 'and the renewal delta?',
      messages: [
        { role: 'user', content: 'How are certificates renewed?' },
        { role: 'assistant', content: 'They can be renewed manually.' },
      ],
    });
    const optimized =
      actionsOf(result.events).find((action) => action.action === 'OPTIMIZING_QUERY')?.result ?? '';
    assert.match(optimized, /certificates/);
  });

  it('/planned_answer sends the plan, each step, the reply, the selection and related queries', async () => {
    const result = await ask('planned_answer', {
      query: 'How do I install a chaincode?',
      related: { enabled: true, format: 'query' },
    });
    assert.ok(result.ended);
    assert.deepEqual(result.events[0], { type: 'acknowledgement', message: 'Acknowledged' });
    const actions = actionsOf(result.events);
    assert.deepEqual(actionOrder(actions), [
      'ACTION_PLAN',
      'OPTIMIZE_QUERY',
      'PERFORM_ORAMA_SEARCH',
      'GIVE_REPLY',
      'GET_SEGMENT',
      'GET_TRIGGER',
      'SELECT_SEGMENT_PROBABILITY',
      'SELECT_TRIGGER_PROBABILITY',
      'RELATED_QUERIES',
    ]);
    const plan = JSON.parse(actions[0]?.result ?? '[]') as { step: string; description: string }[];
    assert.deepEqual(
      plan.map((step) => step.step),
      ['OPTIMIZE_QUERY', 'PERFORM_ORAMA_SEARCH', 'GIVE_REPLY'],
    );
    const replies = actions.filter((action) => action.action === 'GIVE_REPLY');
    assert.equal(replies.at(-1)?.done, true);
    assert.ok(replies.slice(0, -1).every((action) => !action.done));
    assert.match(replies.map((action) => action.result).join(''), /kubectl hlf chaincode install/);
    assert.ok(
      !actions.some((action) => action.action === 'ASK_FOLLOWUP'),
      'never both reply and follow-up',
    );
    const search = actions.find((action) => action.action === 'PERFORM_ORAMA_SEARCH');
    assert.equal(
      (JSON.parse(search?.result ?? '[]') as { id: string }[])[0]?.id,
      'chaincode-install',
    );
  });

  it('/planned_answer asks a follow-up question when there is nothing to answer from', async () => {
    const result = await ask('planned_answer', { query: 'zebra xylophone' });
    const actions = actionsOf(result.events);
    const plan = JSON.parse(actions[0]?.result ?? '[]') as { step: string }[];
    assert.equal(plan.at(-1)?.step, 'ASK_FOLLOWUP');
    assert.ok(!actions.some((action) => action.action === 'GIVE_REPLY'));
    const followUp = actions.filter((action) => action.action === 'ASK_FOLLOWUP');
    assert.match(followUp.map((action) => action.result).join(''), /\?/);
    assert.equal(followUp.at(-1)?.done, true);
  });

  it('refuses a bad answer body with a JSON 400 before any stream starts', async () => {
    for (const [body, field] of [
      [{}, /"query"/],
      [{ query: '   ' }, /"query"/],
      [{ query: 'x', max_documents: 0 }, /"max_documents"/],
      [{ query: 'x', related: { enabled: 'yes' } }, /"related\.enabled"/],
      [{ query: 'x', messages: [{ role: 'robot', content: 'x' }] }, /"messages\[0\]\.role"/],
    ] as const) {
      const result = await call<ErrorBody>(server.url, '/v1/collections/docs/answer', {
        key: docs.readKey,
        keyIn: 'query',
        body,
      });
      assert.equal(result.status, 400, JSON.stringify(body));
      assert.match(result.body.error.message, field);
    }
  });

  it('an answer draws on every index: the protocol has no `indexes` in answer requests', async () => {
    const w = (p: string, body: unknown) =>
      call(server.url, `/v1/collections/docs${p}`, { key: docs.writeKey, body });
    assert.equal((await w('/indexes/create', { id: 'blog' })).status, 200);
    await w('/indexes/blog/insert', [
      { id: 'release', title: 'Release notes', content: 'This release can install a chaincode.' },
    ]);
    // A field the protocol does not have is ignored, not obeyed.
    const result = await ask('answer', {
      query: 'How do I install a chaincode?',
      indexes: ['blog'],
    });
    assert.equal(result.status, 200);
    const sources = actionsOf(result.events).find((action) => action.action === 'SEARCH_RESULTS');
    const ids = (JSON.parse(sources?.result ?? '[]') as { id: string }[]).map((hit) => hit.id);
    assert.ok(ids.includes('chaincode-install'), `sources: ${ids.join(', ')}`);
  });
});

describe('NLP search without a model', () => {
  let server: TestServer;
  let docs: TestCollection;
  before(async () => {
    server = await startTestServer();
    docs = await createCollection(server.url, server.masterKey);
    await seedDocs(server.url, docs);
  });
  after(() => server.close());

  it('/nlp_search turns a question into search parameters and runs them', async () => {
    const result = await call<
      {
        original_query: string;
        generated_query: Record<string, unknown>;
        results: { hits: { id: string }[]; count: number }[];
      }[]
    >(server.url, '/v1/collections/docs/nlp_search', {
      key: docs.readKey,
      keyIn: 'query',
      body: { query: 'show 1 guides category pages about the orderer' },
    });
    assert.equal(result.status, 200);
    const [first] = result.body;
    assert.equal(first?.original_query, 'show 1 guides category pages about the orderer');
    assert.deepEqual(first?.generated_query, {
      term: 'orderer',
      mode: 'fulltext',
      limit: 1,
      where: { category: 'guides' },
    });
    assert.equal(first?.results[0]?.count, 1);
    assert.deepEqual(
      first?.results[0]?.hits.map((hit) => hit.id),
      ['channel-create'],
    );
  });

  it('/nlp_search_stream streams the steps in order and ends', async () => {
    const result = await readSse(server.url, '/v1/collections/docs/nlp_search_stream', {
      key: docs.readKey,
      keyIn: 'query',
      body: { query: 'certificate renewal', LLMConfig: { provider: 'openai', model: 'x' } },
    });
    assert.ok(result.ended);
    const statuses = result.events.map((event) =>
      typeof event === 'string' ? event : Object.keys(event as object)[0],
    );
    assert.deepEqual(statuses, [
      'INIT',
      'OPTIMIZING_QUERY',
      'QUERY_OPTIMIZED',
      'SELECTING_PROPS',
      'SELECTED_PROPS',
      'COMBINING_QUERIES_AND_PROPERTIES',
      'COMBINED_QUERIES_AND_PROPERTIES',
      'GENERATING_QUERIES',
      'GENERATED_QUERIES',
      'SEARCHING',
      'SEARCH_RESULTS',
    ]);
    const generated = (
      result.events[8] as {
        GENERATED_QUERIES: {
          index: number;
          original_query: string;
          generated_query_text: string;
        }[];
      }
    ).GENERATED_QUERIES;
    assert.equal(generated[0]?.index, 0);
    assert.equal(
      (JSON.parse(generated[0]?.generated_query_text ?? '{}') as { term: string }).term,
      'certificate renewal',
    );
    const results = (
      result.events[10] as { SEARCH_RESULTS: { results: { hits: { id: string }[] }[] }[] }
    ).SEARCH_RESULTS;
    assert.equal(results[0]?.results[0]?.hits[0]?.id, 'cert-renewal');
  });
});
