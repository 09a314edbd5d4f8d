import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { call } from './helpers/http.js';
import type { ErrorBody } from './helpers/http.js';
import { createCollection } from './helpers/fixtures.js';
import type { TestCollection } from './helpers/fixtures.js';
import { startTestServer } from './helpers/server.js';
import type { TestServer } from './helpers/server.js';

const FEEDBACK = {
  interaction_id: 'i-1',
  conversation_id: 'c-1',
  visitor_id: 'v-1',
  query: 'How do I approve a chaincode?',
  helpful: false,
  reason: 'It quoted the install step',
  path: '/bevel-operator-fabric/docs/user-guide/install-chaincode',
};

describe('feedback on answers', () => {
  let server: TestServer;
  let docs: TestCollection;
  const send = (body: unknown, key?: string, keyIn: 'query' | 'header' = 'query') =>
    call<ErrorBody & { success?: boolean }>(server.url, '/v1/collections/docs/feedback', {
      key,
      keyIn,
      body,
    });
  const feedbackCount = async (on: TestServer) =>
    (
      await call<{ feedback_count: number }>(on.url, '/v1/collections/docs/stats', {
        key: docs.readKey,
        keyIn: 'query',
      })
    ).body.feedback_count;

  before(async () => {
    server = await startTestServer();
    docs = await createCollection(server.url, server.masterKey);
  });
  after(() => server.close());

  it('stores a verdict sent with the read key, still there after a restart', async () => {
    const sent = await send(FEEDBACK, docs.readKey);
    assert.equal(sent.status, 200, sent.text);
    assert.equal(await feedbackCount(server), 1);
    // A browser beacon sends text/plain: the body is read as JSON all the same.
    const beacon = await fetch(
      `${server.url}/v1/collections/docs/feedback?api-key=${docs.readKey}`,
      { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify(FEEDBACK) },
    );
    assert.equal(beacon.status, 200);

    await server.stop();
    const lines = (
      await readFile(path.join(server.dataDir, 'collections', 'docs', 'events.jsonl'), 'utf8')
    )
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { kind: string; payload: unknown });
    assert.deepEqual(lines[0]?.kind, 'feedback');
    assert.deepEqual(lines[0]?.payload, FEEDBACK);
    server = await startTestServer({ dataDir: server.dataDir, masterKey: server.masterKey });
    assert.equal(await feedbackCount(server), 2, 'replayed from the event log');
  });

  it('takes the keys of the answers: the write key serves too, in the query or a header', async () => {
    const before = await feedbackCount(server);
    assert.equal((await send(FEEDBACK, docs.writeKey)).status, 200);
    assert.equal((await send(FEEDBACK, docs.readKey, 'header')).status, 200);
    assert.equal(await feedbackCount(server), before + 2);
  });

  it('refuses a missing or wrong key with 401, naming nothing secret', async () => {
    const missing = await send(FEEDBACK);
    assert.equal(missing.status, 401);
    const wrong = await send(FEEDBACK, 'read_not-a-key-0123456789');
    assert.equal(wrong.status, 401);
    assert.equal(wrong.body.error.code, 'unauthorized');
    for (const secret of ['read_not-a-key', docs.readKey, docs.writeKey]) {
      assert.ok(!wrong.text.includes(secret), 'no key in the answer');
    }
    const otherCollection = await call(server.url, '/v1/collections/other/feedback', {
      key: docs.readKey,
      keyIn: 'query',
      body: FEEDBACK,
    });
    assert.equal(otherCollection.status, 401, 'a key of one collection serves no other');
  });

  it('refuses a bad body with 400 naming the field, and stores nothing', async () => {
    const before = await feedbackCount(server);
    for (const [body, field] of [
      [{ ...FEEDBACK, helpful: 'no' }, /"helpful"/],
      [{ ...FEEDBACK, query: '  ' }, /"query"/],
      [{ ...FEEDBACK, interaction_id: undefined }, /"interaction_id"/],
      [{ ...FEEDBACK, visitor_id: '' }, /"visitor_id"/],
      [{ ...FEEDBACK, reason: 'x'.repeat(1001) }, /"reason"/],
      [{ ...FEEDBACK, path: 7 }, /"path"/],
    ] as const) {
      const refused = await send(body, docs.readKey);
      assert.equal(refused.status, 400, JSON.stringify(body).slice(0, 80));
      assert.equal(refused.body.error.code, 'invalid_body');
      assert.match(refused.body.error.message, field);
    }
    assert.equal(await feedbackCount(server), before);
  });
});
