import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import { after, describe, it } from 'node:test';
import { startChildServer } from './helpers/child-server.js';
import { storedDocumentIds } from './helpers/fixtures.js';
import { call } from './helpers/http.js';
import { makeDataDir, startTestServer } from './helpers/server.js';

const MASTER = 'crash-test-master-key-0123456789';
const WRITERS = 8;

describe('crash safety', () => {
  let dataDir = '';
  after(() => rm(dataDir, { recursive: true, force: true }));

  it('loses no acknowledged write when the server is killed with SIGKILL mid-write', async () => {
    dataDir = await makeDataDir();
    const acknowledgedDocs = new Set<string>();
    const acknowledgedSegments = new Set<string>();
    let writeKey = '';
    let readKey = '';

    for (let cycle = 0; cycle < 2; cycle += 1) {
      const server = await startChildServer(['--data-dir', dataDir, '--port', '0', '--quiet'], {
        SEARCH_MASTER_KEY: MASTER,
      });
      if (cycle === 0) {
        const created = await call<{ read_api_key: string; write_api_key: string }>(
          server.url,
          '/v1/collections/create',
          {
            key: MASTER,
            body: { id: 'docs' },
          },
        );
        assert.equal(created.status, 201);
        writeKey = created.body.write_api_key;
        readKey = created.body.read_api_key;
        assert.equal(
          (
            await call(server.url, '/v1/collections/docs/indexes/create', {
              key: writeKey,
              body: { id: 'main' },
            })
          ).status,
          200,
        );
      }

      let stop = false;
      const writer = async (writerId: number) => {
        for (let n = 0; !stop; n += 1) {
          const id = `c${cycle}-w${writerId}-${n}`;
          try {
            if (n % 5 === 4) {
              const result = await call(server.url, '/v1/collections/docs/segments/insert', {
                key: writeKey,
                body: { id, name: id, description: 'crash test' },
                timeoutMs: 5_000,
              });
              if (result.status === 200) acknowledgedSegments.add(id);
            } else {
              const result = await call(server.url, '/v1/collections/docs/indexes/main/insert', {
                key: writeKey,
                body: [
                  { id, title: `Document ${id}`, content: 'written before the crash '.repeat(20) },
                ],
                timeoutMs: 5_000,
              });
              if (result.status === 200) acknowledgedDocs.add(id);
            }
          } catch {
            return; // the connection died with the server: this write was never acknowledged
          }
        }
      };
      const writers = Array.from({ length: WRITERS }, (_, writerId) => writer(writerId));
      const before = acknowledgedDocs.size;
      // Kill while the writers are busy, after a good number of acknowledgements.
      const deadline = Date.now() + 8_000;
      while (acknowledgedDocs.size - before < 150 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      server.child.kill('SIGKILL');
      assert.equal(await server.exited, 'SIGKILL');
      stop = true;
      await Promise.all(writers);
      assert.ok(
        acknowledgedDocs.size - before >= 50,
        `enough writes happened (${acknowledgedDocs.size - before})`,
      );
    }

    const restarted = await startTestServer({ dataDir, masterKey: MASTER });
    try {
      const stored = await storedDocumentIds(restarted.url, writeKey);
      const lostDocs = [...acknowledgedDocs].filter((id) => !stored.has(id));
      assert.deepEqual(lostDocs, [], 'every acknowledged document is there');

      const segments = await call<{ segments: { id: string }[] }>(
        restarted.url,
        '/v1/collections/docs/segments/all',
        {
          key: readKey,
          keyIn: 'query',
        },
      );
      const storedSegments = new Set(segments.body.segments.map((segment) => segment.id));
      assert.deepEqual(
        [...acknowledgedSegments].filter((id) => !storedSegments.has(id)),
        [],
      );

      const search = await call<{ count: number }>(restarted.url, '/v1/collections/docs/search', {
        key: readKey,
        body: { term: 'crash' },
      });
      assert.ok(search.body.count >= acknowledgedDocs.size, 'and searchable');
    } finally {
      await restarted.stop();
    }
  });
});
