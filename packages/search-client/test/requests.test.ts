import assert from 'node:assert/strict';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import {
  CollectionManager,
  ConnectionError,
  HTTPStatusError,
  InvalidInputError,
  MissingAPIKeyError,
  RequestAbortedError,
} from '../src/index.js';
import {
  MASTER_KEY,
  createTestCollection,
  seedDocs,
  startRealServer,
} from './helpers/real-server.js';
import type { RealServer, TestCollection } from './helpers/real-server.js';
import { startRawServer } from './helpers/raw-server.js';

let server: RealServer;
let docs: TestCollection;
let all: CollectionManager;
let counter = 0;
const next = () => `n${++counter}`;

before(async () => {
  server = await startRealServer();
  docs = await createTestCollection(server.url, 'docs');
  await seedDocs(server.url, docs);
  all = new CollectionManager({
    url: server.url,
    collectionID: 'docs',
    readAPIKey: docs.readKey,
    writeAPIKey: docs.writeKey,
    masterAPIKey: MASTER_KEY,
  });
  await all.segments.insert({ id: 'seg', name: 'operators', description: 'run the cluster' });
  await all.systemPrompts.insert({
    id: 'sp',
    name: 'docs only',
    prompt: 'Answer from the documentation only.',
    usage_mode: 'manual',
  });
  await all.tools.insert({
    id: 't',
    description: 'Look up a chaincode',
    parameters: { type: 'object', properties: { name: { type: 'string' } } },
  });
});
after(() => server.close());

const C = '/v1/collections/docs';

interface Case {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  level: 'read-query' | 'read' | 'write' | 'master';
  keyIn: 'header' | 'query';
  run: (client: CollectionManager) => Promise<unknown>;
  query?: Record<string, string>;
  /** Runs (with all keys) before the successful call. */
  prepare?: () => Promise<unknown>;
}

/** Every non-streamed call, with the request PROTOCOL.md ("Keys", "Calls") says it makes. */
const CASES: Case[] = [
  {
    name: 'search',
    method: 'POST',
    path: `${C}/search`,
    level: 'read-query',
    keyIn: 'query',
    run: (c) => c.search({ term: 'chaincode' }),
  },
  {
    name: 'nlpSearch',
    method: 'POST',
    path: `${C}/nlp_search`,
    level: 'read-query',
    keyIn: 'query',
    run: (c) => c.nlpSearch({ query: 'install chaincode' }),
  },
  {
    name: 'getStats',
    method: 'GET',
    path: `${C}/stats`,
    level: 'read-query',
    keyIn: 'query',
    run: (c) => c.getStats(),
  },
  {
    name: 'createIndex',
    method: 'POST',
    path: `${C}/indexes/create`,
    level: 'write',
    keyIn: 'header',
    run: (c) => c.createIndex({ id: next(), embedding: 'automatic' }),
  },
  {
    name: 'deleteIndex',
    method: 'POST',
    path: `${C}/indexes/delete`,
    level: 'write',
    keyIn: 'header',
    prepare: () => all.createIndex({ id: 'to-delete', embedding: 'automatic' }),
    run: (c) => c.deleteIndex('to-delete'),
  },
  {
    name: 'index.reindex',
    method: 'POST',
    path: `${C}/indexes/main/reindex`,
    level: 'write',
    keyIn: 'header',
    run: (c) => c.index('main').reindex(),
  },
  {
    name: 'index.insertDocuments',
    method: 'POST',
    path: `${C}/indexes/main/insert`,
    level: 'write',
    keyIn: 'header',
    run: (c) => c.index('main').insertDocuments({ id: next(), title: 'x' }),
  },
  {
    name: 'index.deleteDocuments',
    method: 'POST',
    path: `${C}/indexes/main/delete`,
    level: 'write',
    keyIn: 'header',
    run: (c) => c.index('main').deleteDocuments(['nope']),
  },
  {
    name: 'listDocuments',
    method: 'POST',
    path: '/v1/collections/list',
    level: 'write',
    keyIn: 'header',
    run: (c) => c.listDocuments(),
  },
  {
    name: 'hooks.create',
    method: 'POST',
    path: `${C}/hooks/create`,
    level: 'write',
    keyIn: 'header',
    run: (c) => c.hooks.create({ name: 'beforeAnswer', code: 'return 1' }),
  },
  {
    name: 'segments.insert',
    method: 'POST',
    path: `${C}/segments/insert`,
    level: 'write',
    keyIn: 'header',
    run: (c) => c.segments.insert({ id: next(), name: 'ops', description: 'operators' }),
  },
  {
    name: 'segments.get',
    method: 'GET',
    path: `${C}/segments/get`,
    level: 'read-query',
    keyIn: 'query',
    query: { segment_id: 'seg' },
    run: (c) => c.segments.get('seg'),
  },
  {
    name: 'segments.getAll',
    method: 'GET',
    path: `${C}/segments/all`,
    level: 'read-query',
    keyIn: 'query',
    run: (c) => c.segments.getAll(),
  },
  {
    name: 'systemPrompts.get',
    method: 'GET',
    path: `${C}/system_prompts/get`,
    level: 'read',
    keyIn: 'query',
    query: { system_prompt_id: 'sp' },
    run: (c) => c.systemPrompts.get('sp'),
  },
  {
    name: 'systemPrompts.getAll',
    method: 'GET',
    path: `${C}/system_prompts/all`,
    level: 'read-query',
    keyIn: 'query',
    run: (c) => c.systemPrompts.getAll(),
  },
  {
    name: 'systemPrompts.validate',
    method: 'POST',
    path: `${C}/system_prompts/validate`,
    level: 'write',
    keyIn: 'header',
    run: (c) =>
      c.systemPrompts.validate({
        name: 'p',
        prompt: 'Answer from the documentation only.',
        usage_mode: 'manual',
      }),
  },
  {
    name: 'tools.get',
    method: 'GET',
    path: `${C}/tools/get`,
    level: 'read-query',
    keyIn: 'query',
    query: { tool_id: 't' },
    run: (c) => c.tools.get('t'),
  },
  {
    name: 'tools.getAll',
    method: 'GET',
    path: `${C}/tools/all`,
    level: 'read-query',
    keyIn: 'query',
    run: (c) => c.tools.getAll(),
  },
  {
    name: 'listCollections',
    method: 'GET',
    path: '/v1/collections',
    level: 'master',
    keyIn: 'header',
    run: (c) => c.listCollections(),
  },
  {
    name: 'getCollection',
    method: 'GET',
    path: '/v1/collections/docs',
    level: 'master',
    keyIn: 'header',
    run: (c) => c.getCollection(),
  },
  {
    name: 'createCollection',
    method: 'POST',
    path: '/v1/collections/create',
    level: 'master',
    keyIn: 'header',
    run: (c) => c.createCollection({ id: next() }),
  },
];

const KEY_OF = { 'read-query': 'read', read: 'read', write: 'write', master: 'master' } as const;

function clientWith(kind: 'read' | 'write' | 'master' | 'none'): CollectionManager {
  return new CollectionManager({
    url: server.url,
    collectionID: 'docs',
    readAPIKey: kind === 'read' ? docs.readKey : undefined,
    writeAPIKey: kind === 'write' ? docs.writeKey : undefined,
    masterAPIKey: kind === 'master' ? MASTER_KEY : undefined,
  });
}

describe('each call at its level: method, path and where the key travels', () => {
  for (const call of CASES) {
    it(`${call.name}: ${call.method} ${call.path}, key in the ${call.keyIn}`, async () => {
      // Missing key: refused before anything is sent.
      const others = (['read', 'write', 'master'] as const).filter(
        (kind) => kind !== KEY_OF[call.level],
      );
      for (const kind of ['none', ...others] as const) {
        const mark = server.mark();
        await assert.rejects(call.run(clientWith(kind)), (error: unknown) => {
          assert.ok(error instanceof MissingAPIKeyError, String(error));
          const level = KEY_OF[call.level];
          assert.equal(
            error.message,
            `${level[0]!.toUpperCase()}${level.slice(1)} API key is required for this operation`,
          );
          return true;
        });
        assert.equal(server.since(mark).length, 0, `${kind}: no request was sent`);
      }

      await call.prepare?.();
      const mark = server.mark();
      await call.run(clientWith(KEY_OF[call.level]));
      const seen = server.since(mark).filter((request) => request.path === call.path);
      assert.equal(seen.length, 1, `one ${call.path} request`);
      const request = seen[0]!;
      assert.equal(request.method, call.method);
      assert.equal(request.keyIn, call.keyIn);
      assert.equal(request.contentType, 'application/json');
      assert.deepEqual(request.query, call.query ?? {});
    });
  }
});

describe('errors from the server', () => {
  it('a non-2xx answer is an HTTPStatusError with status, body and the protocol message', async () => {
    const client = new CollectionManager({
      url: server.url,
      collectionID: 'docs',
      readAPIKey: 'read_not-a-real-key-0123456789',
    });
    const error = await client.search({ term: 'x' }).catch((e: unknown) => e);
    assert.ok(error instanceof HTTPStatusError);
    assert.equal(error.status, 401);
    assert.equal(error.code, 'unauthorized');
    assert.ok(error.message.startsWith('Request to "/search" failed with status 401: {'));
    assert.ok(error.message.includes(error.body));
    assert.ok(!error.message.includes('read_not-a-real-key'), 'no key in the message');
    assert.ok(!String(error.stack).includes('read_not-a-real-key'), 'no key in the stack');
  });

  it('a key below the level gets 403; a bad body 400 naming the field', async () => {
    const readerAsWriter = new CollectionManager({
      url: server.url,
      collectionID: 'docs',
      writeAPIKey: docs.readKey,
    });
    const forbidden = await readerAsWriter
      .createIndex({ id: 'z', embedding: 'automatic' })
      .catch((e: unknown) => e);
    assert.ok(forbidden instanceof HTTPStatusError);
    assert.equal(forbidden.status, 403);
    assert.ok(!forbidden.message.includes(docs.readKey));

    const bad = await all.search({ term: 'x', limit: -1 }).catch((e: unknown) => e);
    assert.ok(bad instanceof HTTPStatusError);
    assert.equal(bad.status, 400);
    assert.match(bad.message, /limit/);
  });

  it('bad configuration is named before any request', () => {
    assert.throws(
      () => new CollectionManager({ url: 'not a url', collectionID: 'docs' }),
      (error: unknown) =>
        error instanceof InvalidInputError && /url is not a valid URL/.test(error.message),
    );
    assert.throws(
      () => new CollectionManager({ url: server.url, collectionID: '' }),
      /collectionID must be a non-empty string/,
    );
    assert.throws(
      () => new CollectionManager({ url: server.url, collectionID: 'x', readAPIKey: 42 as never }),
      /readAPIKey must be a non-empty string/,
    );
    assert.throws(
      () => new CollectionManager({ url: server.url, collectionID: 'x', timeoutMs: -5 }),
      /timeoutMs must be a positive number/,
    );
    assert.throws(() => all.index(''), /Index id must be a non-empty string/);
  });
});

describe('transport', () => {
  it('keeps a path prefix of the base URL (through a reverse proxy in front of the real server)', async () => {
    const target = new URL(server.url);
    const seenPaths: string[] = [];
    // A stand-in reverse proxy: serves the service under /search-api, as a site's proxy would.
    const proxy = createServer((incoming, outgoing) => {
      seenPaths.push((incoming.url ?? '').split('?')[0]!);
      const forwarded = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          method: incoming.method,
          path: (incoming.url ?? '').replace(/^\/search-api/, ''),
          headers: incoming.headers,
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      incoming.pipe(forwarded);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = proxy.address() as AddressInfo;
      const client = new CollectionManager({
        url: `http://127.0.0.1:${port}/search-api/`,
        collectionID: 'docs',
        readAPIKey: docs.readKey,
      });
      const result = await client.search({ term: 'chaincode' });
      assert.ok(result.count > 0);
      assert.deepEqual(seenPaths, ['/search-api/v1/collections/docs/search']);
    } finally {
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
    }
  });

  it('a server that never answers gives a ConnectionError after the time limit', async () => {
    const silent = await startRawServer(() => undefined);
    try {
      const client = new CollectionManager({
        url: silent.url,
        collectionID: 'docs',
        readAPIKey: 'read_secret-key-0123456789',
        timeoutMs: 200,
      });
      const started = Date.now();
      const error = await client.search({ term: 'x' }).catch((e: unknown) => e);
      assert.ok(error instanceof ConnectionError, String(error));
      assert.equal(error.message, 'Request to "/search" timed out after 200 ms');
      assert.ok(Date.now() - started < 2_000);
    } finally {
      await silent.close();
    }
  });

  it('a refused connection is a ConnectionError without the key', async () => {
    const gone = await startRawServer(() => undefined);
    const url = gone.url;
    await gone.close();
    const client = new CollectionManager({
      url,
      collectionID: 'docs',
      readAPIKey: 'read_secret-key-0123456789',
    });
    const error = await client.search({ term: 'x' }).catch((e: unknown) => e);
    assert.ok(error instanceof ConnectionError, String(error));
    assert.match(error.message, /^Request to "\/search" failed: /);
    assert.ok(!error.message.includes('read_secret'));
  });

  it("the caller's signal aborts a call with RequestAbortedError", async () => {
    const silent = await startRawServer(() => undefined);
    try {
      const client = new CollectionManager({
        url: silent.url,
        collectionID: 'docs',
        readAPIKey: 'read_secret-key-0123456789',
      });
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 50);
      await assert.rejects(
        client.search({ term: 'x' }, { signal: controller.signal }),
        RequestAbortedError,
      );
    } finally {
      await silent.close();
    }
  });

  it('uses the fetch it is given', async () => {
    const urls: string[] = [];
    const client = new CollectionManager({
      url: server.url,
      collectionID: 'docs',
      readAPIKey: docs.readKey,
      fetch: (input, init) => {
        urls.push(String(input));
        return fetch(input, init);
      },
    });
    await client.getStats();
    assert.equal(urls.length, 1);
    assert.match(urls[0]!, /\/v1\/collections\/docs\/stats\?api-key=/);
  });
});
