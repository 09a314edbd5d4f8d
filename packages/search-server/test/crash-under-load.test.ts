import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import { after, describe, it } from 'node:test';
import { startChildServer } from './helpers/child-server.js';
import { createCollection, seedDocs, storedDocumentIds } from './helpers/fixtures.js';
import { call } from './helpers/http.js';
import { makeDataDir, startTestServer } from './helpers/server.js';

const MASTER = 'crash-load-master-key-0123456789';
const READERS = 12;
const WRITERS = 4;
/** Documents added to the seeded ones before the load. */
const BASE_DOCUMENTS = 400;
const TOPICS = ['peer', 'orderer', 'channel', 'chaincode', 'identity', 'certificate', 'couchdb'];

/** A word no other document holds: letters only, so that the tokenizer keeps it whole. */
function uniqueWord(writer: number, n: number): string {
  let letters = '';
  for (let rest = n; ; rest = Math.floor(rest / 26) - 1) {
    letters = String.fromCharCode(97 + (rest % 26)) + letters;
    if (rest < 26) break;
  }
  return `zyx${String.fromCharCode(97 + writer)}q${letters}`;
}

interface SearchHits {
  count: number;
  hits: { id: string }[];
}

describe('crash safety under load', () => {
  let dataDir = '';
  after(() => rm(dataDir, { recursive: true, force: true }));

  it('shows every acknowledged insert and delete to the next search while readers search, and a SIGKILL loses none', async () => {
    dataDir = await makeDataDir();
    const server = await startChildServer(['--data-dir', dataDir, '--port', '0', '--quiet'], {
      SEARCH_MASTER_KEY: MASTER,
    });
    const docs = await createCollection(server.url, MASTER);
    // The collection's sections (DOCS), and many more, so that searches have work to do.
    await seedDocs(server.url, docs);
    const { writeKey, readKey } = docs;
    const index = '/v1/collections/docs/indexes/main';
    const base = Array.from({ length: BASE_DOCUMENTS }, (_, n) => ({
      id: `base-${n}`,
      title: `How to configure the ${TOPICS[n % TOPICS.length]} ${n}`,
      content: `${TOPICS.join(' ')} `.repeat(4) + `section ${n}`,
    }));
    assert.equal(
      (await call(server.url, `${index}/insert`, { key: writeKey, body: base })).status,
      200,
    );

    const search = (term: string) =>
      call<SearchHits>(server.url, '/v1/collections/docs/search', {
        key: readKey,
        body: { term, limit: 20 },
        timeoutMs: 5_000,
      });

    let stop = false;
    let searches = 0;
    const readers = Array.from({ length: READERS }, async (_, reader) => {
      for (let n = reader; !stop; n += 1) {
        try {
          const result = await search(`${TOPICS[n % TOPICS.length]} configure`);
          if (result.status === 200) searches += 1;
        } catch {
          return; // the server is gone
        }
      }
    });

    // What the writers were told: acknowledged inserts and deletes, and deletes sent but never
    // answered (the kill came first: either outcome is allowed for those).
    const inserted = new Map<string, string>();
    const deleted = new Set<string>();
    const deletesInFlight = new Set<string>();
    const unseen: string[] = [];
    const writers = Array.from({ length: WRITERS }, async (_, writer) => {
      const mine: string[] = [];
      try {
        for (let n = 0; !stop; n += 1) {
          const id = `w${writer}-${n}`;
          const word = uniqueWord(writer, n);
          const insert = await call(server.url, `${index}/insert`, {
            key: writeKey,
            body: [
              { id, title: `Written under load ${n}`, content: `${word} while readers search` },
            ],
            timeoutMs: 5_000,
          });
          if (insert.status !== 200) continue;
          inserted.set(id, word);
          mine.push(id);
          const found = await search(word);
          if (!found.body.hits.some((hit) => hit.id === id)) unseen.push(`insert ${id}`);
          if (n % 3 !== 2) continue;
          const victim = mine.shift()!;
          deletesInFlight.add(victim);
          const removal = await call(server.url, `${index}/delete`, {
            key: writeKey,
            body: [victim],
            timeoutMs: 5_000,
          });
          if (removal.status !== 200) continue;
          deletesInFlight.delete(victim);
          deleted.add(victim);
          const gone = await search(inserted.get(victim)!);
          if (gone.body.hits.some((hit) => hit.id === victim)) unseen.push(`delete ${victim}`);
        }
      } catch {
        // the connection died with the server: that write was never acknowledged
      }
    });

    const deadline = Date.now() + 15_000;
    while ((inserted.size < 120 || searches < 300) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    server.child.kill('SIGKILL');
    assert.equal(await server.exited, 'SIGKILL');
    stop = true;
    await Promise.all([...readers, ...writers]);
    assert.ok(inserted.size >= 60, `enough writes were acknowledged under load (${inserted.size})`);
    assert.ok(searches >= 150, `the readers kept searching (${searches} searches)`);
    assert.deepEqual(unseen, [], 'every acknowledged write was seen by the next search');

    const restarted = await startTestServer({ dataDir, masterKey: MASTER });
    try {
      const stored = await storedDocumentIds(restarted.url, writeKey);
      const expected = [...inserted.keys()].filter(
        (id) => !deleted.has(id) && !deletesInFlight.has(id),
      );
      assert.deepEqual(
        expected.filter((id) => !stored.has(id)),
        [],
        'every acknowledged insert is there',
      );
      assert.deepEqual(
        [...deleted].filter((id) => stored.has(id)),
        [],
        'no acknowledged delete came back',
      );
      for (const id of expected.slice(-5)) {
        const found = await call<SearchHits>(restarted.url, '/v1/collections/docs/search', {
          key: readKey,
          body: { term: inserted.get(id), limit: 20 },
        });
        assert.ok(
          found.body.hits.some((hit) => hit.id === id),
          `${id} is searchable after the restart`,
        );
      }
    } finally {
      await restarted.stop();
    }
  });
});
