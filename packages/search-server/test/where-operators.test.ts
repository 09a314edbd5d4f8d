import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createCollection } from './helpers/fixtures.js';
import type { TestCollection } from './helpers/fixtures.js';
import { call } from './helpers/http.js';
import type { ErrorBody } from './helpers/http.js';
import { startTestServer } from './helpers/server.js';
import type { TestServer } from './helpers/server.js';

// The values of `where` operators were not checked: `{"price": {"gt": "abc"}}`, a range of
// strings, `eq` with an object each matched nothing, and the caller got an empty answer (200) to
// a question it had not meant to ask. Each operator's value is checked where the body arrives.

const PRODUCTS = [
  { id: 'small', title: 'Small peer', price: 5, tier: 'basic', tags: ['peer'], retired: null },
  { id: 'medium', title: 'Medium peer', price: 20, tier: 'standard', tags: ['peer', 'ha'] },
  { id: 'large', title: 'Large peer', price: 80, tier: 'premium', tags: ['ha'], retired: true },
];

describe('where operators', () => {
  let server: TestServer;
  let docs: TestCollection;
  const search = (where: unknown) =>
    call<{ hits: { id: string }[] } & ErrorBody>(server.url, '/v1/collections/docs/search', {
      key: docs.readKey,
      keyIn: 'query',
      body: { term: '', where },
    });

  before(async () => {
    server = await startTestServer();
    docs = await createCollection(server.url, server.masterKey);
    const created = await call(server.url, '/v1/collections/docs/indexes/create', {
      key: docs.writeKey,
      body: { id: 'products', embedding: 'automatic' },
    });
    assert.equal(created.status, 200, created.text);
    const inserted = await call(server.url, '/v1/collections/docs/indexes/products/insert', {
      key: docs.writeKey,
      body: PRODUCTS,
    });
    assert.equal(inserted.status, 200, inserted.text);
  });
  after(() => server.close());

  it('refuses a value of the wrong type with 400 naming the property and the operator', async () => {
    const cases: [unknown, string][] = [
      [{ price: { gt: 'abc' } }, '"where.price": operator "gt" takes a number; got a string'],
      [{ price: { gte: null } }, '"where.price": operator "gte" takes a number; got null'],
      [{ price: { lt: [10] } }, '"where.price": operator "lt" takes a number; got a list of 1'],
      [{ price: { lte: true } }, '"where.price": operator "lte" takes a number; got a boolean'],
      [
        { price: { between: ['a', 'z'] } },
        '"where.price": operator "between" takes a list of two numbers, [low, high]; item 0 is a string',
      ],
      [
        { price: { between: [1, 2, 3] } },
        '"where.price": operator "between" takes a list of two numbers, [low, high]; got a list of 3',
      ],
      [
        { price: { between: 10 } },
        '"where.price": operator "between" takes a list of two numbers, [low, high]; got a number',
      ],
      [
        { tier: { eq: { value: 'basic' } } },
        '"where.tier": operator "eq" takes a string, number, boolean or null; got an object',
      ],
      [
        { tier: { ne: ['basic'] } },
        '"where.tier": operator "ne" takes a string, number, boolean or null; got a list of 1',
      ],
      [
        { tier: { in: 'basic' } },
        '"where.tier": operator "in" takes a list of strings, numbers, booleans or null; got a string',
      ],
      [
        { 'meta.tier': { nin: ['basic', { a: 1 }] } },
        '"where.meta.tier": operator "nin" takes a list of strings, numbers, booleans or null; item 1 is an object',
      ],
      // The first operator in error is named, whatever comes before it.
      [
        { price: { gte: 1, lt: '100' } },
        '"where.price": operator "lt" takes a number; got a string',
      ],
    ];
    for (const [where, message] of cases) {
      const result = await search(where);
      assert.equal(result.status, 400, `${JSON.stringify(where)}: ${result.text}`);
      assert.equal(result.body.error.code, 'invalid_body');
      assert.equal(result.body.error.message, `Invalid body: ${message}`);
    }
  });

  it('an unknown operator is still named as such', async () => {
    const result = await search({ price: { above: 3 } });
    assert.equal(result.status, 400);
    assert.equal(
      result.body.error.message,
      'Invalid body: "where.price": unknown operator "above" (use eq, ne, in, nin, gt, gte, lt, lte, between)',
    );
  });

  it('filters with every operator given values of its type', async () => {
    const ids = async (where: unknown) => {
      const result = await search(where);
      assert.equal(result.status, 200, `${JSON.stringify(where)}: ${result.text}`);
      return result.body.hits.map((hit) => hit.id).sort();
    };
    assert.deepEqual(await ids({ price: { gt: 5 } }), ['large', 'medium']);
    assert.deepEqual(await ids({ price: { gte: 5, lt: 80 } }), ['medium', 'small']);
    assert.deepEqual(await ids({ price: { lte: 20 } }), ['medium', 'small']);
    assert.deepEqual(await ids({ price: { between: [10, 80] } }), ['large', 'medium']);
    assert.deepEqual(await ids({ tier: { eq: 'basic' } }), ['small']);
    assert.deepEqual(await ids({ tier: { ne: 'basic' } }), ['large', 'medium']);
    assert.deepEqual(await ids({ tier: { in: ['basic', 'premium'] } }), ['large', 'small']);
    assert.deepEqual(await ids({ tags: { nin: ['ha'] } }), ['small']);
    assert.deepEqual(await ids({ retired: { eq: true } }), ['large']);
    assert.deepEqual(await ids({ retired: { eq: null } }), ['small']);
    assert.deepEqual(await ids({ price: { eq: 20 } }), ['medium']);
  });
});
