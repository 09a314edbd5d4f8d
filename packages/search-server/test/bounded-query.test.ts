import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MAX_QUERY_WORDS } from '../src/retrieval/minisearch-index.js';
import { call } from './helpers/http.js';
import { startSeededServer } from './helpers/fixtures.js';
import type { TestCollection } from './helpers/fixtures.js';
import type { TestServer } from './helpers/server.js';

// A pathological search (a pasted log of hundreds of words, an offset far past the end) gets an
// ordinary answer: the first words of the query are searched, and paging past the end is empty.

let server: TestServer;
let docs: TestCollection;
const C = '/v1/collections/docs';

before(async () => {
  ({ server, docs } = await startSeededServer());
});
after(() => server.close());

const search = (body: unknown) =>
  call<{ count: number; hits: { id: string; score: number }[] }>(server.url, `${C}/search`, {
    key: docs.readKey,
    keyIn: 'query',
    body,
  });

describe('a pathological search', () => {
  it(`hundreds of words: answered as the first ${MAX_QUERY_WORDS} distinct ones`, async () => {
    // 250 distinct words within the 1,000 characters a term may have: two letters each, none a
    // stop word.
    const words = ['renew', 'peer', 'certificates'];
    for (const first of 'qxzjkvwyfh') {
      for (const second of 'abcdefghijklmnopqrstuvwxy') words.push(first + second);
    }
    words.length = 250;
    const long = await search({ term: words.join(' ') });
    assert.equal(long.status, 200, long.text);
    const first = await search({ term: words.slice(0, MAX_QUERY_WORDS).join(' ') });
    assert.deepEqual(long.body, first.body);
    assert.ok(long.body.count > 0, 'the words a reader would recognise still find sections');
  });

  it('an offset far past the end: the count, and no hits', async () => {
    const all = await search({ term: 'peer' });
    const far = await search({ term: 'peer', offset: 1_000_000_000 });
    assert.equal(far.status, 200, far.text);
    assert.equal(far.body.count, all.body.count);
    assert.deepEqual(far.body.hits, []);
  });
});
