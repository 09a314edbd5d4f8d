import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call } from './helpers/http.js';
import type { ErrorBody } from './helpers/http.js';
import { createCollection, DOCS, seedDocs } from './helpers/fixtures.js';
import { startTestServer } from './helpers/server.js';
import type { TestServer } from './helpers/server.js';

describe('collections (master key)', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  it('creates a collection with generated keys that work, and lists and gets it', async () => {
    const docs = await createCollection(server.url, server.masterKey, 'alpha');
    assert.notEqual(docs.readKey, docs.writeKey);
    assert.ok(docs.readKey.length >= 16);
    await seedDocs(server.url, docs);

    const list = await call<{ id: string; document_count: number }[]>(
      server.url,
      '/v1/collections',
      {
        key: server.masterKey,
      },
    );
    assert.equal(list.status, 200);
    assert.deepEqual(
      list.body.map((item) => [item.id, item.document_count]),
      [['alpha', DOCS.length]],
    );

    const one = await call<{ id: string; indexes: { id: string; document_count: number }[] }>(
      server.url,
      '/v1/collections/alpha',
      { key: server.masterKey },
    );
    assert.equal(one.status, 200);
    assert.deepEqual(
      one.body.indexes.map((index) => [index.id, index.document_count]),
      [['main', DOCS.length]],
    );
    assert.ok(!one.text.includes(docs.readKey), 'keys are returned only at creation');
  });

  it('keeps keys given at creation', async () => {
    const created = await call<{ read_api_key: string }>(server.url, '/v1/collections/create', {
      key: server.masterKey,
      body: {
        id: 'given',
        read_api_key: 'my-own-read-key-123456',
        write_api_key: 'my-own-write-key-123456',
      },
    });
    assert.equal(created.status, 201);
    assert.equal(created.body.read_api_key, 'my-own-read-key-123456');
    const stats = await call(server.url, '/v1/collections/given/stats', {
      key: 'my-own-read-key-123456',
      keyIn: 'query',
    });
    assert.equal(stats.status, 200);
  });

  it('refuses a duplicate id (409) and bad bodies (400 naming the field)', async () => {
    const again = await call<ErrorBody>(server.url, '/v1/collections/create', {
      key: server.masterKey,
      body: { id: 'alpha' },
    });
    assert.equal(again.status, 409);
    assert.match(again.body.error.message, /already exists/);

    const cases: [unknown, RegExp][] = [
      [{}, /"id"/],
      [{ id: '../etc' }, /"id"/],
      [{ id: 'ok', read_api_key: 'short' }, /"read_api_key"/],
      [
        { id: 'ok2', read_api_key: 'same-key-1234567890', write_api_key: 'same-key-1234567890' },
        /"write_api_key"/,
      ],
      [{ id: 'ok3', read_api_key: server.masterKey }, /"read_api_key"/],
    ];
    for (const [body, field] of cases) {
      const result = await call<ErrorBody>(server.url, '/v1/collections/create', {
        key: server.masterKey,
        body,
      });
      assert.equal(result.status, 400, JSON.stringify(body));
      assert.equal(result.body.error.code, 'invalid_body');
      assert.match(result.body.error.message, field);
      assert.ok(!result.text.includes(server.masterKey), 'the master key is not echoed');
    }
  });

  it('refuses a key that another collection already has: its holders would reach both', async () => {
    const owner = await call<{ read_api_key: string; write_api_key: string }>(
      server.url,
      '/v1/collections/create',
      {
        key: server.masterKey,
        body: { id: 'owner' },
      },
    );
    assert.equal(owner.status, 201);
    for (const body of [
      { id: 'borrower', read_api_key: owner.body.write_api_key },
      { id: 'borrower', write_api_key: owner.body.read_api_key },
    ]) {
      const result = await call<ErrorBody>(server.url, '/v1/collections/create', {
        key: server.masterKey,
        body,
      });
      assert.equal(result.status, 400, result.text);
      assert.match(result.body.error.message, /_api_key": already a key of another collection/);
      assert.ok(!result.text.includes(owner.body.write_api_key), 'the key is not echoed');
    }
    const borrower = await call(server.url, '/v1/collections/borrower', { key: server.masterKey });
    assert.equal(borrower.status, 404, 'nothing was created');
  });

  it('logs a path with a newline or an escape as one line, its control characters shown', async () => {
    const forged = await call(server.url, '/v1/x%0AGenerated%20a%20master%20key%1B[31m', {});
    assert.equal(forged.status, 404);
    const line = server.logs.find((each) => each.includes('/v1/x'));
    assert.match(line ?? '', /^GET \/v1\/x\\u000aGenerated a master key\\u001b\[31m 404 /);
    assert.ok(!server.logs.some((each) => each.startsWith('Generated')));
  });

  it('answers unknown routes and unknown collections with JSON errors', async () => {
    const route = await call<ErrorBody>(server.url, '/v2/nothing', {});
    assert.equal(route.status, 404);
    assert.equal(route.body.error.code, 'not_found');
    const missing = await call<ErrorBody>(server.url, '/v1/collections/nope', {
      key: server.masterKey,
    });
    assert.equal(missing.status, 404);
  });

  it('lists all documents of a collection with the write key', async () => {
    const docs = await createCollection(server.url, server.masterKey, 'beta');
    await seedDocs(server.url, docs);
    const listed = await call<{ id: string }[]>(server.url, '/v1/collections/list', {
      key: docs.writeKey,
      body: { id: 'beta' },
    });
    assert.equal(listed.status, 200);
    assert.deepEqual(
      listed.body.map((document) => document.id).sort(),
      DOCS.map((document) => document.id).sort(),
    );
    const readOnly = await call(server.url, '/v1/collections/list', {
      key: docs.readKey,
      body: { id: 'beta' },
    });
    assert.equal(readOnly.status, 403);
    const noId = await call<ErrorBody>(server.url, '/v1/collections/list', {
      key: docs.writeKey,
      body: {},
    });
    assert.equal(noId.status, 400);
    assert.match(noId.body.error.message, /"id"/);
  });

  it('refuses an unknown key to list documents with 401 before it reads the body', async () => {
    for (const body of [{}, { id: 'beta' }, { id: 42 }]) {
      const stranger = await call<ErrorBody>(server.url, '/v1/collections/list', {
        key: 'not-a-key-of-anything-1234',
        body,
      });
      assert.equal(stranger.status, 401, JSON.stringify(body));
      assert.equal(stranger.body.error.code, 'unauthorized');
    }
    const none = await call(server.url, '/v1/collections/list', { body: {} });
    assert.equal(none.status, 401);
  });
});
