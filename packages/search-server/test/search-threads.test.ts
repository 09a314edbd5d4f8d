import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call } from './helpers/http.js';
import { createCollection, seedDocs, startSeededServer } from './helpers/fixtures.js';
import type { TestCollection } from './helpers/fixtures.js';
import type { TestServer } from './helpers/server.js';

// Searches run on search threads beside the writer (src/workers/): the same answers as a search
// in the main thread, every acknowledged write seen by the next search whichever thread takes it,
// and a collection created after the threads started is searchable at once.

const QUERIES = [
  { term: 'peer' },
  { term: 'orderer channel', limit: 3 },
  { term: 'chaincode', facets: { category: {} } },
  { term: 'certificate', where: { category: 'guides' } },
  { term: 'peer', offset: 1, limit: 2 },
];

const searchText = (server: TestServer, docs: TestCollection, body: unknown) =>
  call(server.url, '/v1/collections/docs/search', { key: docs.readKey, body });

describe('search threads', () => {
  let threaded: { server: TestServer; docs: TestCollection };
  let single: { server: TestServer; docs: TestCollection };

  before(async () => {
    [threaded, single] = await Promise.all([
      startSeededServer({ searchThreads: 2 }),
      startSeededServer({ searchThreads: 0 }),
    ]);
  });
  after(async () => {
    await Promise.all([threaded.server.close(), single.server.close()]);
  });

  it('start as many as asked, and none when asked for none', () => {
    assert.equal(threaded.server.server.searchThreads, 2);
    assert.equal(single.server.server.searchThreads, 0);
  });

  it('answer every search exactly as the main thread does, refusals included', async () => {
    for (const body of [...QUERIES, { term: 'peer', indexes: ['nope'] }]) {
      const [fromThreads, fromMain] = await Promise.all([
        searchText(threaded.server, threaded.docs, body),
        searchText(single.server, single.docs, body),
      ]);
      assert.equal(fromThreads.status, fromMain.status, JSON.stringify(body));
      assert.deepEqual(fromThreads.body, fromMain.body, JSON.stringify(body));
    }
    const refused = await searchText(threaded.server, threaded.docs, {
      term: 'peer',
      indexes: ['nope'],
    });
    assert.equal(refused.status, 400);
  });

  it('show each acknowledged write to the very next search, on whichever thread', async () => {
    const { server, docs } = threaded;
    for (let round = 0; round < 20; round += 1) {
      const word = `quokka${String.fromCharCode(97 + round)}`;
      const id = `round-${round}`;
      const written = await call(server.url, '/v1/collections/docs/indexes/main/insert', {
        key: docs.writeKey,
        body: [{ id, title: `Round ${round}`, content: word }],
      });
      assert.equal(written.status, 200, written.text);
      // Several searches at once, so that both threads answer some.
      const found = await Promise.all(
        Array.from({ length: 4 }, () =>
          call<{ hits: { id: string }[] }>(server.url, '/v1/collections/docs/search', {
            key: docs.readKey,
            body: { term: word },
          }),
        ),
      );
      for (const result of found)
        assert.deepEqual(
          result.body.hits.map((hit) => hit.id),
          [id],
        );
      const removed = await call(server.url, '/v1/collections/docs/indexes/main/delete', {
        key: docs.writeKey,
        body: [id],
      });
      assert.equal(removed.status, 200, removed.text);
      const gone = await call<{ count: number }>(server.url, '/v1/collections/docs/search', {
        key: docs.readKey,
        body: { term: word },
      });
      assert.equal(gone.body.count, 0);
    }
  });

  it('search a collection created after they started', async () => {
    const { server } = threaded;
    const late = await createCollection(server.url, server.masterKey, 'late');
    await seedDocs(server.url, late);
    const found = await call<{ hits: { id: string }[] }>(
      server.url,
      '/v1/collections/late/search',
      { key: late.readKey, body: { term: 'chaincode' } },
    );
    assert.deepEqual(
      found.body.hits.map((hit) => hit.id),
      ['chaincode-install'],
    );
  });
});
