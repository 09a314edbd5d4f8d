import assert from 'node:assert/strict';
import fsPromises from 'node:fs/promises';
import { syncBuiltinESMExports } from 'node:module';
import { describe, it, mock } from 'node:test';
import { call } from './helpers/http.js';
import { assertLastRound, createCollection, roundOfDocs, seedDocs } from './helpers/fixtures.js';
import { startTestServer } from './helpers/server.js';

/**
 * A disk that fails to fsync directories (what a full or failing disk can do) while this flag is
 * set. Compaction fsyncs the directory after renaming the new log into place, so it fails after
 * the rename. The test runner gives each test file its own process, so the stand-in stays here.
 */
let directorySyncFails = false;
const realOpen = fsPromises.open;
mock.method(fsPromises, 'open', async (...args: Parameters<typeof realOpen>) => {
  const [file, flags] = args;
  if (directorySyncFails && flags === 'r' && (await fsPromises.stat(file)).isDirectory()) {
    throw Object.assign(new Error('EIO: i/o error (simulated)'), { code: 'EIO' });
  }
  return realOpen(...args);
});
// Named imports of node:fs/promises (as in src/storage) see the replaced function only after this.
syncBuiltinESMExports();

describe('a compaction that fails', () => {
  it('neither fails the acknowledged write nor loses the writes after it', async () => {
    const first = await startTestServer({ compactMinBytes: 20_000 });
    const docs = await createCollection(first.url, first.masterKey);
    await seedDocs(first.url, docs);
    const round = (n: number) =>
      call(first.url, '/v1/collections/docs/indexes/main/insert', {
        key: docs.writeKey,
        body: roundOfDocs(n),
      });
    directorySyncFails = true;
    try {
      let rounds = 0;
      while (!first.logs.some((line) => /compaction failed/.test(line))) {
        assert.ok(rounds < 30, 'a compaction was attempted');
        const result = await round(rounds);
        assert.equal(result.status, 200, `round ${rounds}: ${result.text}`);
        rounds += 1;
      }
      // Writes after the failed compaction must land in the log that is now at the path.
      for (const extra of [rounds, rounds + 1, rounds + 2]) {
        assert.equal((await round(extra)).status, 200);
      }
      rounds += 3;
      directorySyncFails = false;
      await first.stop();

      const second = await startTestServer({ dataDir: first.dataDir, masterKey: first.masterKey });
      try {
        await assertLastRound(second.url, docs, rounds - 1);
      } finally {
        await second.close();
      }
    } finally {
      directorySyncFails = false;
      await first.close();
    }
  });
});
