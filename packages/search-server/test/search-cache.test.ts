import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SearchCache } from '../src/retrieval/search-cache.js';
import { call } from './helpers/http.js';
import { startSeededServer } from './helpers/fixtures.js';
import type { TestCollection } from './helpers/fixtures.js';
import type { TestServer } from './helpers/server.js';

// Repeated searches are answered from a cache, and an acknowledged write is seen by the very next
// search: the cache never outlives a change of the collection.

describe('SearchCache', () => {
  it('computes once per key and revision, and forgets everything at a new revision', () => {
    const cache = new SearchCache<string>(10);
    let computed = 0;
    const compute = () => `result ${++computed}`;
    assert.equal(cache.get(1, 'peer', compute), 'result 1');
    assert.equal(cache.get(1, 'peer', compute), 'result 1');
    assert.equal(cache.get(1, 'orderer', compute), 'result 2');
    assert.equal(cache.get(2, 'peer', compute), 'result 3');
    assert.equal(cache.size, 1);
  });

  it('drops the least recently used entry when full', () => {
    const cache = new SearchCache<string>(2);
    let computed = 0;
    const compute = () => `result ${++computed}`;
    cache.get(1, 'a', compute);
    cache.get(1, 'b', compute);
    cache.get(1, 'a', compute); // a is now the most recent
    cache.get(1, 'c', compute); // b goes
    assert.equal(cache.size, 2);
    assert.equal(cache.get(1, 'a', compute), 'result 1');
    assert.equal(cache.get(1, 'b', compute), 'result 4');
  });

  it('keeps entries within their total weight, the oldest going first', () => {
    const cache = new SearchCache<string>(10, (text) => text.length);
    const keep = (text: string) => () => text;
    cache.get(1, 'a', keep('aaaa'));
    cache.get(1, 'b', keep('bbbb'));
    assert.equal(cache.totalWeight, 8);
    cache.get(1, 'c', keep('cccc')); // 12 > 10: a goes
    assert.deepEqual([cache.size, cache.totalWeight], [2, 8]);
    assert.equal(cache.get(1, 'a', keep('new a')), 'new a', 'a was dropped');
    // A value heavier than the whole cache is answered and not kept.
    assert.equal(cache.get(1, 'huge', keep('x'.repeat(11))), 'x'.repeat(11));
    assert.equal(cache.get(1, 'huge', keep('computed again')), 'computed again');
    assert.ok(cache.totalWeight <= 10);
  });
});

describe('a cached search after a write', () => {
  let server: TestServer;
  let docs: TestCollection;
  const C = '/v1/collections/docs';
  const search = async (term: string) => {
    const result = await call<{ count: number; hits: { id: string }[] }>(
      server.url,
      `${C}/search`,
      { key: docs.readKey, keyIn: 'query', body: { term, limit: 50 } },
    );
    assert.equal(result.status, 200, result.text);
    return result.body.hits.map((hit) => hit.id).sort();
  };
  const write = async (path: string, body: unknown) => {
    const result = await call(server.url, `${C}${path}`, { key: docs.writeKey, body });
    assert.equal(result.status, 200, result.text);
  };

  before(async () => {
    ({ server, docs } = await startSeededServer());
  });
  after(() => server.close());

  it('shows an inserted, a replaced and a deleted document at once, every time', async () => {
    const before = await search('zebrafish');
    assert.deepEqual(before, []);
    assert.deepEqual(await search('zebrafish'), [], 'asked twice: now from the cache');

    await write('/indexes/main/insert', [{ id: 'zf', title: 'Zebrafish peers', content: 'x' }]);
    assert.deepEqual(await search('zebrafish'), ['zf']);
    assert.deepEqual(await search('zebrafish'), ['zf']);

    await write('/indexes/main/insert', [{ id: 'zf', title: 'Goldfish peers', content: 'x' }]);
    assert.deepEqual(await search('zebrafish'), []);
    assert.deepEqual(await search('goldfish'), ['zf']);

    await write('/indexes/main/delete', ['zf']);
    assert.deepEqual(await search('goldfish'), []);
  });

  it('a search racing writes never sees a write after its acknowledgement is lost', async () => {
    // Writers and readers interleave; each write is followed, once acknowledged, by a search
    // that must find it (the same search keeps being asked in between, filling the cache).
    const readers = Array.from({ length: 4 }, async () => {
      for (let n = 0; n < 20; n += 1) await search('racing');
    });
    for (let n = 0; n < 15; n += 1) {
      await write('/indexes/main/insert', [
        { id: `race${n}`, title: 'Racing peers', content: 'x' },
      ]);
      const found = await search('racing');
      assert.ok(found.includes(`race${n}`), `race${n} missing after its write: ${found.join(' ')}`);
    }
    await Promise.all(readers);
  });
});
