import assert from 'node:assert/strict';
import type { ServerResponse } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { CollectionManager, HTTPStatusError, StreamError } from '../src/index.js';
import { ACK, answerEvent, sleep, startRawServer, writeChunks } from './helpers/raw-server.js';
import type { RawServer } from './helpers/raw-server.js';

/**
 * Streams cut and shaped the way networks and other services do it. The raw server sends
 * exactly the bytes given; everything normal is tested against the real server elsewhere.
 */
let raw: RawServer;
let respond: (body: string, response: ServerResponse) => Promise<void>;
const KEY = 'read_raw-secret-key-0123456789';

before(async () => {
  raw = await startRawServer((request, response) => respond(request.body, response));
});
after(() => raw.close());

const client = () =>
  new CollectionManager({
    url: raw.url,
    collectionID: 'docs',
    readAPIKey: KEY,
    streamIdleTimeoutMs: 2_000,
  });

const sse = (response: ServerResponse) =>
  response.writeHead(200, { 'Content-Type': 'text/event-stream' });

const TEXT = 'Grüße ✓ 日本 🚀';
const FULL =
  ACK +
  answerEvent('SEARCH_RESULTS', '[]', true) +
  answerEvent('ANSWER_RESPONSE', TEXT, false) +
  answerEvent('ANSWER_RESPONSE', '', true);

describe('answer streams cut at awkward places', () => {
  it('a UTF-8 character and an event split across chunks', async () => {
    const bytes = Buffer.from(FULL, 'utf8');
    const cuts = [
      bytes.indexOf(Buffer.from('ü')) + 1, // inside ü (2 bytes)
      bytes.indexOf(Buffer.from('✓')) + 2, // inside ✓ (3 bytes)
      bytes.indexOf(Buffer.from('🚀')) + 1, // inside 🚀 (4 bytes)
      bytes.lastIndexOf(Buffer.from('data:')) + 2, // inside the field name of the last event
      bytes.length - 1, // between the two newlines that end the last event
    ].sort((a, b) => a - b);
    respond = async (_body, response) => {
      sse(response);
      let start = 0;
      const pieces: Buffer[] = [];
      for (const cut of cuts) {
        pieces.push(bytes.subarray(start, cut));
        start = cut;
      }
      pieces.push(bytes.subarray(start));
      await writeChunks(response, pieces);
      response.end();
    };
    const session = client().createAnswerSession();
    assert.equal(await session.answer({ query: 'q' }), TEXT);
    assert.equal(session.state[0]!.loading, false);
  });

  it('multi-line data, keep-alive comments, CRLF and CR line ends', async () => {
    const message = JSON.stringify({ action: 'ANSWER_RESPONSE', result: 'two lines', done: false });
    respond = async (_body, response) => {
      sse(response);
      await writeChunks(response, [
        ': keep-alive\r\n\r\n',
        ACK.replace(/\n/g, '\r\n'),
        // One JSON value spread over two data lines: joined with "\n", it is still JSON.
        `data: {"type": "response",\ndata: "message": ${JSON.stringify(message)}}\n\n`,
        ': keep-alive\n\n',
        answerEvent('ANSWER_RESPONSE', '', true).replace(/\n/g, '\r'),
      ]);
      response.end();
    };
    const session = client().createAnswerSession();
    assert.equal(await session.answer({ query: 'q' }), 'two lines');
  });

  it('an error event: error state and a StreamError with its message', async () => {
    respond = async (_body, response) => {
      sse(response);
      await writeChunks(response, [
        ACK,
        answerEvent('ANSWER_RESPONSE', 'partial ', false),
        `data: ${JSON.stringify({ type: 'error', message: 'The model failed' })}\n\n`,
      ]);
      response.end();
    };
    const session = client().createAnswerSession();
    await assert.rejects(session.answer({ query: 'q' }), (error: unknown) => {
      assert.ok(error instanceof StreamError);
      assert.equal(error.message, 'The model failed');
      return true;
    });
    const [interaction] = session.state;
    assert.deepEqual(
      [interaction!.loading, interaction!.error, interaction!.errorMessage, interaction!.response],
      [false, true, 'The model failed', 'partial '],
    );
  });

  it('a body that ends before the answer is complete is an error, not a silent end', async () => {
    respond = async (_body, response) => {
      sse(response);
      await writeChunks(response, [ACK, answerEvent('ANSWER_RESPONSE', 'half', false)]);
      response.end();
    };
    const session = client().createAnswerSession();
    await assert.rejects(session.answer({ query: 'q' }), {
      name: 'StreamError',
      message: 'The stream of "/answer" ended before the answer was complete',
    });
    assert.equal(session.state[0]!.error, true);
    assert.equal(session.state[0]!.loading, false);
  });

  it('a body that ends inside an event is an error', async () => {
    respond = async (_body, response) => {
      sse(response);
      const last = answerEvent('ANSWER_RESPONSE', '', true);
      await writeChunks(response, [ACK, last.slice(0, 20)]);
      response.end();
    };
    const session = client().createAnswerSession();
    await assert.rejects(session.answer({ query: 'q' }), {
      message: 'The stream of "/answer" ended in the middle of an event',
    });
  });

  it('a connection cut in the middle of the body is an error', async () => {
    respond = async (_body, response) => {
      sse(response);
      await writeChunks(response, [ACK, answerEvent('ANSWER_RESPONSE', 'half', false)]);
      response.socket?.destroy();
    };
    const session = client().createAnswerSession();
    const error = await session.answer({ query: 'q' }).catch((e: unknown) => e);
    assert.ok(error instanceof Error && error.name !== 'RequestAbortedError', String(error));
    assert.equal(session.state[0]!.error, true);
    assert.equal(session.state[0]!.loading, false);
  });

  it('a malformed event is an error', async () => {
    respond = async (_body, response) => {
      sse(response);
      await writeChunks(response, [ACK, 'data: {not json\n\n']);
      response.end();
    };
    const session = client().createAnswerSession();
    await assert.rejects(session.answer({ query: 'q' }), {
      message: 'An event of "/answer" is not valid JSON',
    });
  });

  it('a silent stream ends with a StreamError after the idle limit', async () => {
    respond = async (_body, response) => {
      sse(response);
      response.write(ACK);
      await sleep(5_000);
      response.end();
    };
    const quick = new CollectionManager({
      url: raw.url,
      collectionID: 'docs',
      readAPIKey: KEY,
      streamIdleTimeoutMs: 200,
    });
    const session = quick.createAnswerSession();
    await assert.rejects(session.answer({ query: 'q' }), {
      message: 'The stream of "/answer" was silent for 200 ms',
    });
  });

  it('HTTP 500 in the middle of a session: error state, then the session goes on', async () => {
    const session = client().createAnswerSession();
    respond = async (_body, response) => {
      sse(response);
      await writeChunks(response, [FULL]);
      response.end();
    };
    await session.answer({ query: 'first' });
    respond = async (_body, response) => {
      response.writeHead(500, { 'Content-Type': 'application/json' });
      response.end('{"error":{"code":"internal","message":"Internal server error"}}');
    };
    const error = await session.answer({ query: 'second' }).catch((e: unknown) => e);
    assert.ok(error instanceof HTTPStatusError);
    assert.equal(error.status, 500);
    assert.equal(
      error.message,
      'Request to "/answer" failed with status 500: {"error":{"code":"internal","message":"Internal server error"}}',
    );
    assert.deepEqual(
      session.state.map((interaction) => [interaction.loading, interaction.error]),
      [
        [false, false],
        [false, true],
      ],
    );
    respond = async (_body, response) => {
      sse(response);
      await writeChunks(response, [FULL]);
      response.end();
    };
    await session.regenerateLast();
    assert.deepEqual(
      session.state.map((interaction) => [interaction.query, interaction.error]),
      [
        ['first', false],
        ['second', false],
      ],
    );
  });
});

describe('what the session sends', () => {
  it('the /answer body: ids, history, llm_config, options; the key only in the query', async () => {
    respond = async (_body, response) => {
      sse(response);
      await writeChunks(response, [FULL], 0);
      response.end();
    };
    const session = client().createAnswerSession({
      LLMConfig: { provider: 'openai', model: 'gpt-x' },
    });
    const params = {
      query: 'first question',
      related: { enabled: true, size: 2, format: 'query' as const },
      min_similarity: 0.7,
      max_documents: 3,
      ragat_notation: 'x',
    };
    const frozen = JSON.stringify(params);
    await session.answer(params);
    await session.answer({ query: 'second question' });
    assert.equal(JSON.stringify(params), frozen, 'the caller’s parameters were not mutated');
    const [first, second] = raw.received.slice(-2).map((request) => ({
      ...request,
      json: JSON.parse(request.body) as Record<string, unknown>,
    }));
    assert.equal(first!.method, 'POST');
    assert.equal(new URL(first!.url, raw.url).searchParams.get('api-key'), KEY);
    assert.equal(first!.headers.authorization, undefined);
    assert.equal(first!.headers['content-type'], 'application/json');
    assert.equal(first!.json.query, 'first question');
    assert.equal(first!.json.visitor_id, 'ssid');
    assert.equal(first!.json.conversation_id, session.conversationID);
    assert.equal(second!.json.conversation_id, session.conversationID);
    assert.notEqual(first!.json.interaction_id, second!.json.interaction_id);
    assert.deepEqual(first!.json.llm_config, { provider: 'openai', model: 'gpt-x' });
    assert.deepEqual(first!.json.related, { enabled: true, size: 2, format: 'query' });
    assert.equal(first!.json.min_similarity, 0.7);
    assert.equal(first!.json.max_documents, 3);
    assert.equal(first!.json.ragat_notation, 'x');
    assert.deepEqual(first!.json.messages, []);
    assert.deepEqual(second!.json.messages, [
      { role: 'user', content: 'first question' },
      { role: 'assistant', content: TEXT },
    ]);
  });
});
