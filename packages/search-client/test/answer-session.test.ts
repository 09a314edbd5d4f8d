import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  CollectionManager,
  HTTPStatusError,
  InvalidInputError,
  InvalidStateError,
  MissingAPIKeyError,
  StreamError,
} from '../src/index.js';
import type { FeedbackParams, Interaction } from '../src/index.js';
import { startStandInModel } from '@hlf-docs/search-server/test/stand-in-model';
import type { StandInModel } from '@hlf-docs/search-server/test/stand-in-model';
import {
  createTestCollection,
  seedDocs,
  startRealServer,
  startSeededServer,
  waitFor,
} from './helpers/real-server.js';
import type { RealServer, TestCollection } from './helpers/real-server.js';

let server: RealServer;
let docs: TestCollection;
let client: CollectionManager;

before(async () => {
  ({ server, docs, client } = await startSeededServer());
});
after(() => server.close());

function recordStates() {
  const states: Interaction[][] = [];
  return { states, onStateChange: (state: Interaction[]) => states.push(state) };
}

describe('answer session against the real server', () => {
  it('needs a read key', () => {
    const writer = new CollectionManager({
      url: server.url,
      collectionID: 'docs',
      writeAPIKey: docs.writeKey,
    });
    assert.throws(
      () => writer.createAnswerSession(),
      (error: unknown) =>
        error instanceof MissingAPIKeyError &&
        error.message === 'Read API key is required to create an answer session',
    );
  });

  it('answers: state goes from loading to done, copies are emitted, key in the query', async () => {
    const recorder = recordStates();
    const session = client.createAnswerSession({ events: recorder });
    const mark = server.mark();
    const text = await session.answer({ query: 'How do I install a chaincode?' });
    const [request] = server.since(mark);
    assert.equal(request?.method, 'POST');
    assert.equal(request?.path, '/v1/collections/docs/answer');
    assert.equal(request?.keyIn, 'query');

    assert.ok(text.length > 0);
    const first = recorder.states[0]![0]!;
    assert.equal(first.loading, true);
    assert.equal(first.error, false);
    assert.equal(first.aborted, false);
    const [done] = session.state;
    assert.equal(done!.loading, false);
    assert.equal(done!.error, false);
    assert.equal(done!.response, text);
    assert.ok(Array.isArray(done!.sources) && done!.sources.length > 0);
    assert.equal(done!.selectedLLM?.provider, 'extractive');
    assert.equal(done!.related, null, 'no related queries were asked for');
    assert.deepEqual(session.messages, [
      { role: 'user', content: 'How do I install a chaincode?' },
      { role: 'assistant', content: text },
    ]);
    recorder.states[0]![0]!.query = 'changed by a listener';
    assert.equal(session.state[0]!.query, 'How do I install a chaincode?', 'listeners get copies');
  });

  it('related queries accumulate as text, never starting with "null", and are parsed', async () => {
    const session = client.createAnswerSession();
    // Two sections match: the related question is the one the answer did not quote.
    await session.answer({
      query: 'Which identity do I need to install chaincode?',
      related: { enabled: true, size: 2, format: 'question' },
    });
    const [interaction] = session.state;
    assert.ok(interaction!.related?.startsWith('['), interaction!.related ?? 'null');
    assert.ok(interaction!.relatedQueries && interaction!.relatedQueries.length >= 1);
  });

  it('planned answers fill plan and planExecution, and read past the related queries', async () => {
    const recorder = recordStates();
    const session = client.createAnswerSession({ events: recorder });
    const mark = server.mark();
    const text = await session.plannedAnswer({
      query: 'Which identity do I need to install chaincode?',
      related: { enabled: true, size: 3, format: 'query' },
    });
    assert.equal(server.since(mark)[0]?.path, '/v1/collections/docs/planned_answer');
    const [interaction] = session.state;
    assert.equal(interaction!.planned, true);
    assert.deepEqual(
      interaction!.plan?.map((step) => step.step),
      ['OPTIMIZE_QUERY', 'PERFORM_ORAMA_SEARCH', 'GIVE_REPLY'],
    );
    const execution = interaction!.planExecution;
    assert.equal(execution.OPTIMIZE_QUERY?.done, true);
    assert.ok(execution.OPTIMIZE_QUERY!.result.length > 0);
    assert.equal(execution.PERFORM_ORAMA_SEARCH?.done, true);
    assert.ok(Array.isArray(JSON.parse(execution.PERFORM_ORAMA_SEARCH!.result)));
    assert.equal(execution.GIVE_REPLY?.done, true);
    assert.equal(execution.GIVE_REPLY?.result, text);
    assert.equal(interaction!.response, text);
    assert.ok(interaction!.sources && interaction!.sources.length > 0);
    // The whole related list arrived: the stream was read to its end, not to the first chunk.
    assert.ok(interaction!.relatedQueries && interaction!.relatedQueries.length >= 1);
    assert.equal(interaction!.loading, false);
    // The plan was visible while the reply was still loading.
    assert.ok(recorder.states.some((state) => state[0]?.plan && state[0].loading));
  });

  it('regenerate asks once, keeps one copy of the question, in the same mode', async () => {
    const session = client.createAnswerSession();
    await session.answer({ query: 'create a channel' });
    await session.plannedAnswer({ query: 'renew certificates' });
    const mark = server.mark();
    const again = await session.regenerateLast();
    const requests = server.since(mark);
    assert.deepEqual(
      requests.map((request) => request.path),
      ['/v1/collections/docs/planned_answer'],
    );
    assert.ok(again.length > 0);
    assert.deepEqual(
      session.messages.map(
        (message) => `${message.role}:${message.role === 'user' ? message.content : ''}`,
      ),
      ['user:create a channel', 'assistant:', 'user:renew certificates', 'assistant:'],
    );
    assert.equal(session.state.length, 2);
    assert.equal(session.state[1]!.planned, true);

    const streamed: string[] = [];
    for await (const text of session.regenerateLast({ stream: true })) streamed.push(text);
    assert.ok(streamed.length > 0);
    assert.equal(session.messages.length, 4);
  });

  it('regenerate and abort refuse when there is nothing to act on', async () => {
    const session = client.createAnswerSession();
    assert.throws(
      () => session.regenerateLast(),
      (error: unknown) =>
        error instanceof InvalidStateError && error.message === 'No messages to regenerate',
    );
    assert.throws(() => session.abort(), /^InvalidStateError: AbortController is not available\.$/);
    await session.answer({ query: 'install chaincode' });
    assert.throws(() => session.abort(), { message: 'AbortController is not available.' });

    const userLast = client.createAnswerSession({
      initialMessages: [{ role: 'user', content: 'hello' }],
    });
    assert.throws(() => userLast.regenerateLast(), {
      message: 'Last message is not an assistant message',
    });
  });

  it('clear empties messages and state and emits []', async () => {
    const recorder = recordStates();
    const session = client.createAnswerSession({ events: recorder });
    await session.answer({ query: 'install chaincode' });
    session.clearSession();
    assert.deepEqual(recorder.states.at(-1), []);
    assert.deepEqual(session.messages, []);
    assert.deepEqual(session.state, []);
  });

  it('tells a declined answer by `declined`, with the nearest sections as sources', async () => {
    const session = client.createAnswerSession();
    await session.answer({ query: 'How do I install a chaincode?' });
    assert.equal(session.state[0]!.declined, false, 'an answered question');

    // The documentation names no Velero: the service declines and offers the nearest pages.
    await session.answer({ query: 'How do I back up my channels with Velero?' });
    const declined = session.state[1]!;
    assert.equal(declined.declined, true);
    assert.equal(declined.loading, false);
    assert.equal(declined.error, false);
    const paths = (declined.sources ?? []).map((hit) => hit.document.path);
    assert.ok(paths.includes('/docs/getting-started/create-channel#main'), paths.join(', '));
    for (const path of paths) assert.ok(declined.response.includes(`](${String(path)})`));
  });

  it('a planned answer that is declined asks a follow-up question, declined too', async () => {
    const session = client.createAnswerSession();
    await session.plannedAnswer({ query: 'How do I back up my channels with Velero?' });
    const [interaction] = session.state;
    assert.equal(interaction!.declined, true);
    assert.ok(interaction!.planExecution.ASK_FOLLOWUP?.done);
    assert.ok((interaction!.sources ?? []).length > 0);
  });

  it('asks about a page: `page` goes as page_path and that page’s sections come first', async () => {
    // Both pages speak of peers; the page the reader is on decides which comes first.
    const question = 'What does it do with a peer?';
    const onChannels = client.createAnswerSession();
    await onChannels.answer({ query: question, page: '/docs/getting-started/create-channel' });
    assert.equal(onChannels.state[0]!.sources?.[0]?.id, 'channel-create');
    const onChaincode = client.createAnswerSession();
    await onChaincode.answer({ query: question, page: '/docs/chaincode-development/install' });
    assert.equal(onChaincode.state[0]!.sources?.[0]?.id, 'chaincode-install');
  });

  it('refuses a page that is not a site path (the service names page_path)', async () => {
    const session = client.createAnswerSession();
    const error = await session
      .answer({ query: 'install chaincode', page: 'docs#install' })
      .catch((e: unknown) => e);
    assert.ok(error instanceof HTTPStatusError);
    assert.equal(error.status, 400);
    assert.match(error.message, /page_path/);
    await assert.rejects(
      session.answerStream({ query: 'x', page: 42 as unknown as string }).next(),
      /page must be a site path/,
    );
  });

  it('an HTTP error sets error and errorMessage, leaves nothing loading, and is raised', async () => {
    const badKey = new CollectionManager({
      url: server.url,
      collectionID: 'docs',
      readAPIKey: 'read_wrong-key-0123456789abcdef',
    });
    const session = badKey.createAnswerSession();
    const error = await session.answer({ query: 'install chaincode' }).catch((e: unknown) => e);
    assert.ok(error instanceof HTTPStatusError);
    assert.equal(error.status, 401);
    const [interaction] = session.state;
    assert.equal(interaction!.loading, false);
    assert.equal(interaction!.error, true);
    assert.equal(interaction!.errorMessage, error.message);
    assert.equal(interaction!.errorName, 'HTTPStatusError');
    assert.ok(!error.message.includes('read_wrong-key'));
  });
});

describe('feedback on answers, against the real server', () => {
  const feedbackCount = async () => Number((await client.getStats()).feedback_count);

  it('sends a verdict on an answer of a session, with the read key in the query', async () => {
    const session = client.createAnswerSession();
    await session.answer({ query: 'How do I install a chaincode?' });
    const [interaction] = session.state;
    const mark = server.mark();
    const params: FeedbackParams = {
      interactionID: interaction!.id,
      conversationID: session.conversationID,
      query: interaction!.query,
      helpful: false,
      reason: 'It did not say how long it takes',
      path: '/docs/chaincode-development/install',
    };
    await client.sendFeedback(params);
    const [request] = server.since(mark);
    assert.equal(request?.path, '/v1/collections/docs/feedback');
    assert.equal(request?.keyIn, 'query');
    assert.equal(await feedbackCount(), 1);
    await client.sendFeedback({ ...params, helpful: true, reason: undefined, path: undefined });
    assert.equal(await feedbackCount(), 2);
  });

  it('needs the read key, and refuses bad input before anything is sent', async () => {
    const writer = new CollectionManager({
      url: server.url,
      collectionID: 'docs',
      writeAPIKey: docs.writeKey,
    });
    const good = { interactionID: 'i', conversationID: 'c', query: 'q', helpful: true };
    const mark = server.mark();
    await assert.rejects(writer.sendFeedback(good), MissingAPIKeyError);
    for (const bad of [
      { ...good, interactionID: '' },
      { ...good, query: 42 },
      { ...good, helpful: 'yes' },
    ]) {
      await assert.rejects(
        client.sendFeedback(bad as unknown as FeedbackParams),
        (error: unknown) => error instanceof InvalidInputError,
      );
    }
    assert.equal(server.since(mark).length, 0, 'nothing was sent');
  });

  it('a reason longer than the protocol allows is the service’s 400 naming it', async () => {
    const error = await client
      .sendFeedback({
        interactionID: 'i',
        conversationID: 'c',
        query: 'q',
        helpful: false,
        reason: 'x'.repeat(1001),
      })
      .catch((e: unknown) => e);
    assert.ok(error instanceof HTTPStatusError);
    assert.equal(error.status, 400);
    assert.match(error.message, /\\"reason\\"/);
  });
});

describe('answer session with a model (abort and history)', () => {
  let model: StandInModel;
  let modelServer: RealServer;
  let modelClient: CollectionManager;

  before(async () => {
    model = await startStandInModel();
    modelServer = await startRealServer({
      chat: {
        baseUrl: model.baseUrl,
        apiKey: undefined,
        model: 'stand-in-model',
        timeoutMs: 10_000,
      },
    });
    const collection = await createTestCollection(modelServer.url, 'docs');
    await seedDocs(modelServer.url, collection);
    modelClient = new CollectionManager({
      url: modelServer.url,
      collectionID: 'docs',
      readAPIKey: collection.readKey,
    });
  });
  after(async () => {
    await modelServer.close();
    await model.close();
  });

  it('sends the history, and the question once after a regenerate', async () => {
    model.behaviour.endless = false;
    model.behaviour.tokens = ['Use ', 'kubectl ', 'hlf.'];
    const session = modelClient.createAnswerSession({
      initialMessages: [
        { role: 'user', content: 'What is the operator?' },
        { role: 'assistant', content: 'It runs Fabric.' },
      ],
    });
    assert.equal(
      await session.answer({ query: 'How do I install chaincode?' }),
      'Use kubectl hlf.',
    );
    const streamed = model.requests.filter((request) => request.body.stream);
    const sent = streamed.at(-1)!.body.messages.map((message) => message.content);
    assert.ok(sent.includes('What is the operator?'), 'the history reached the server');
    assert.ok(sent.includes('It runs Fabric.'));

    const before = model.requests.filter((request) => request.body.stream).length;
    await session.regenerateLast();
    const after = model.requests.filter((request) => request.body.stream);
    assert.equal(after.length, before + 1, 'asked once');
    const contents = after.at(-1)!.body.messages.map((message) => message.content);
    const copies = contents.filter((content) => content.includes('How do I install chaincode?'));
    assert.equal(copies.length, 1, 'the question once, not twice');
  });

  it('abort in the middle cancels the HTTP request: the server sees the disconnect', async () => {
    model.behaviour.endless = true;
    const recorder = recordStates();
    const session = modelClient.createAnswerSession({ events: recorder });
    const mark = modelServer.mark();
    const modelClosed = model.nextEarlyClose(5_000);
    let chunks = 0;
    for await (const text of session.answerStream({ query: 'install chaincode' })) {
      assert.ok(text.length > 0);
      chunks += 1;
      if (chunks === 2) session.abort();
    }
    const [request] = modelServer.since(mark);
    assert.equal(request?.path, '/v1/collections/docs/answer');
    await waitFor(() => request!.disconnected.aborted, 'the server to see the disconnect');
    await modelClosed;
    const [interaction] = session.state;
    assert.equal(interaction!.aborted, true);
    assert.equal(interaction!.loading, false);
    assert.equal(interaction!.error, false);
    assert.equal(recorder.states.at(-1)![0]!.aborted, true, 'the abort was emitted');
    assert.throws(() => session.abort(), { message: 'AbortController is not available.' });
  });

  it('abort with no interaction left (cleared mid-answer) says so', async () => {
    model.behaviour.endless = true;
    const session = modelClient.createAnswerSession();
    const stream = session.answerStream({ query: 'install chaincode' });
    await stream.next();
    session.clearSession();
    assert.throws(
      () => session.abort(),
      (error: unknown) => {
        assert.ok(error instanceof InvalidStateError);
        assert.equal(error.message, 'There is no active request to abort.');
        return true;
      },
    );
    await stream.return(undefined);
  });

  it('leaving the loop early cancels the request and leaves nothing loading', async () => {
    model.behaviour.endless = true;
    const session = modelClient.createAnswerSession();
    const mark = modelServer.mark();
    for await (const _text of session.answerStream({ query: 'install chaincode' })) break;
    const [request] = modelServer.since(mark);
    await waitFor(() => request!.disconnected.aborted, 'the server to see the disconnect');
    assert.equal(session.state[0]!.loading, false);
    assert.equal(session.state[0]!.aborted, true);
  });

  it('an error event from the server sets error and raises a StreamError', async () => {
    model.behaviour.endless = false;
    model.behaviour.failWith = 503;
    try {
      const session = modelClient.createAnswerSession();
      const error = await session.answer({ query: 'install chaincode' }).catch((e: unknown) => e);
      assert.ok(error instanceof StreamError, String(error));
      assert.match(error.message, /503/);
      assert.equal(session.state[0]!.error, true);
      assert.equal(session.state[0]!.loading, false);
      assert.equal(session.state[0]!.errorMessage, error.message);
    } finally {
      model.behaviour.failWith = undefined;
    }
  });
});
