import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ObservedRequest } from '../src/server.js';
import { createCollection, seedDocs } from './helpers/fixtures.js';
import type { TestCollection } from './helpers/fixtures.js';
import { call } from './helpers/http.js';
import { startTestServer } from './helpers/server.js';
import { startStandInModel } from './helpers/stand-in-model.js';
import type { StandInModel } from './helpers/stand-in-model.js';
import type { TestServer } from './helpers/server.js';

describe('onRequest observer', () => {
  let server: TestServer;
  let docs: TestCollection;
  let model: StandInModel;
  const seen: ObservedRequest[] = [];

  before(async () => {
    // A model that streams until the caller hangs up keeps an answer open long enough to leave it.
    model = await startStandInModel();
    model.behaviour.endless = true;
    server = await startTestServer({
      chat: {
        baseUrl: model.baseUrl,
        apiKey: undefined,
        model: 'stand-in-model',
        timeoutMs: 10_000,
      },
      onRequest: (request) => seen.push(request),
    });
    docs = await createCollection(server.url, server.masterKey);
    // The model is asked only when a section answers the question (an answer is grounded or declined).
    await seedDocs(server.url, docs);
  });
  after(async () => {
    await server.close();
    await model.close();
  });

  const last = () => {
    const request = seen.at(-1);
    assert.ok(request, 'the observer was called');
    return request;
  };

  it('reports method, path, query and where the key travelled, never the key', async () => {
    await call(server.url, '/v1/collections/docs/segments/all', {
      key: docs.readKey,
      keyIn: 'query',
      query: { segment_id: 's1' },
    });
    const byQuery = last();
    assert.equal(byQuery.method, 'GET');
    assert.equal(byQuery.path, '/v1/collections/docs/segments/all');
    assert.equal(byQuery.keyIn, 'query');
    assert.deepEqual(byQuery.query, { segment_id: 's1' });
    assert.ok(!JSON.stringify(byQuery).includes(docs.readKey), 'no key in what is reported');

    await call(server.url, '/v1/collections/docs/hooks/create', {
      key: docs.writeKey,
      body: { name: 'h', code: 'x' },
    });
    assert.equal(last().keyIn, 'header');
    assert.equal(last().method, 'POST');
    assert.equal(last().contentType, 'application/json');

    await call(server.url, '/v1/collections/docs/stats');
    assert.equal(last().keyIn, 'none', 'refused calls are observed too');

    await call(server.url, '/v1/collections/docs/stats', {
      key: docs.readKey,
      query: { 'api-key': docs.readKey },
    });
    assert.equal(last().keyIn, 'both');
  });

  it('signals a client that disconnects before the response ends', async () => {
    const controller = new AbortController();
    const response = await fetch(
      `${server.url}/v1/collections/docs/answer?api-key=${docs.readKey}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: 'how do I install a chaincode?' }),
        signal: controller.signal,
      },
    );
    const observed = last();
    assert.equal(observed.path, '/v1/collections/docs/answer');
    const reader = response.body!.getReader();
    await reader.read();
    assert.equal(observed.disconnected.aborted, false, 'still connected while reading');
    controller.abort();
    await reader.read().catch(() => undefined);
    await new Promise<void>((resolve, reject) => {
      if (observed.disconnected.aborted) return resolve();
      const timer = setTimeout(() => reject(new Error('no disconnect seen in 5 s')), 5_000);
      observed.disconnected.addEventListener('abort', () => {
        clearTimeout(timer);
        resolve();
      });
    });

    await call(server.url, '/health');
    const finished = last();
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(finished.disconnected.aborted, false, 'a completed request is not a disconnect');
  });
});
