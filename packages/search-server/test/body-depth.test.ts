import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call } from './helpers/http.js';
import type { ErrorBody } from './helpers/http.js';
import { startSeededServer } from './helpers/fixtures.js';
import type { TestCollection } from './helpers/fixtures.js';
import type { TestServer } from './helpers/server.js';

// A value nested thousands of levels deep in a free-form field used to overflow the stack further
// on (validation, storage) and end in a 500; with the public read key, a browser could send one.
// Every route that takes free-form JSON answers 400 naming the field, and goes on serving.

/** `{"a": {"a": ... 1}}`, `levels` objects deep, built as text: JSON.stringify would overflow. */
function nested(levels: number): string {
  return '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
}

let server: TestServer;
let docs: TestCollection;
const C = '/v1/collections/docs';

before(async () => {
  ({ server, docs } = await startSeededServer());
});
after(() => server.close());

interface Route {
  path: string;
  key: () => string;
  keyIn?: 'query';
  /** The body as JSON text, with `value` in the free-form field that `field` names. */
  body: (value: string) => string;
  field: string;
}

const ROUTES: Route[] = [
  {
    path: '/v1/telemetry',
    key: () => docs.readKey,
    keyIn: 'query',
    body: (value) =>
      `{"events":[{"query":${value},"resultsCount":1,"roundTripTime":2,"searchedAt":"2025-01-01T00:00:00Z"}]}`,
    field: 'events[0].query.a.a.a…',
  },
  {
    path: `${C}/indexes/main/insert`,
    key: () => docs.writeKey,
    body: (value) => `[{"id":"deep","title":"Deep","extra":${value}}]`,
    field: '[0].extra.a.a.a.a…',
  },
  {
    path: `${C}/search`,
    key: () => docs.readKey,
    keyIn: 'query',
    body: (value) => `{"term":"peer","where":{"category":${value}}}`,
    field: 'where.category.a.a.a.a…',
  },
  {
    path: `${C}/nlp_search`,
    key: () => docs.readKey,
    keyIn: 'query',
    body: (value) => `{"query":"peer","context":${value}}`,
    field: 'context.a.a.a.a.a…',
  },
  {
    path: `${C}/system_prompts/insert`,
    key: () => docs.writeKey,
    body: (value) =>
      `{"id":"deep","name":"Deep","prompt":"x","usage_mode":"automatic","extra":${value}}`,
    field: 'extra.a.a.a.a.a…',
  },
  {
    path: `${C}/tools/insert`,
    key: () => docs.writeKey,
    body: (value) => `{"id":"deep","description":"Deep","parameters":${value}}`,
    field: 'parameters.a.a.a.a.a…',
  },
  {
    path: `${C}/tools/run`,
    key: () => docs.readKey,
    body: (value) => `{"messages":[{"role":"user","content":"hi"}],"llm_config":${value}}`,
    field: 'llm_config.a.a.a.a.a…',
  },
  {
    path: `${C}/answer`,
    key: () => docs.readKey,
    keyIn: 'query',
    body: (value) => `{"query":"install chaincode","llm_config":${value}}`,
    field: 'llm_config.a.a.a.a.a…',
  },
];

describe('a body nested 10,000 levels deep', () => {
  for (const route of ROUTES) {
    it(`${route.path}: 400 naming the field, and the server goes on serving`, async () => {
      const result = await call<ErrorBody>(server.url, route.path, {
        key: route.key(),
        keyIn: route.keyIn,
        rawBody: route.body(nested(10_000)),
      });
      assert.equal(result.status, 400, result.text);
      assert.equal(result.body.error.code, 'invalid_body');
      assert.equal(
        result.body.error.message,
        `Invalid body: "${route.field}" is nested more than 64 levels deep`,
      );
      const search = await call<{ count: number }>(server.url, `${C}/search`, {
        key: docs.readKey,
        keyIn: 'query',
        body: { term: 'peer' },
      });
      assert.equal(search.status, 200);
      assert.ok(search.body.count > 0);
    });
  }
});

describe('a body within the bound', () => {
  it('a document with an extra field 60 levels deep is stored and found', async () => {
    const inserted = await call(server.url, `${C}/indexes/main/insert`, {
      key: docs.writeKey,
      rawBody: `[{"id":"deep-ok","title":"Deepwater","extra":${nested(60)}}]`,
    });
    assert.equal(inserted.status, 200, inserted.text);
    const found = await call<{ hits: { id: string }[] }>(server.url, `${C}/search`, {
      key: docs.readKey,
      keyIn: 'query',
      body: { term: 'Deepwater' },
    });
    assert.deepEqual(
      found.body.hits.map((hit) => hit.id),
      ['deep-ok'],
    );
  });

  it('a telemetry event whose query nests 60 levels is received', async () => {
    const result = await call<{ received: number }>(server.url, '/v1/telemetry', {
      key: docs.readKey,
      keyIn: 'query',
      rawBody: ROUTES[0]!.body(nested(60)),
    });
    assert.equal(result.status, 200, result.text);
    assert.equal(result.body.received, 1);
  });
});

describe('/tools/run without a model', () => {
  it('a malformed body is told what is wrong before the server says it has no model', async () => {
    const result = await call<ErrorBody>(server.url, `${C}/tools/run`, {
      key: docs.readKey,
      body: { messages: [] },
    });
    assert.equal(result.status, 400);
    assert.match(result.body.error.message, /"messages"/);
  });
});
