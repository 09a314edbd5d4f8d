import assert from 'node:assert/strict';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { startChildServer } from './helpers/child-server.js';
import { createCollection, seedDocs } from './helpers/fixtures.js';
import { call } from './helpers/http.js';
import { makeDataDir } from './helpers/server.js';
import { readSse } from './helpers/sse.js';
import { startStandInModel } from './helpers/stand-in-model.js';

describe('the command line', () => {
  const dirs: string[] = [];
  after(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('starts on 127.0.0.1, prints where it listens, prints a generated master key once', async () => {
    const dataDir = await makeDataDir();
    dirs.push(dataDir);
    const env = { SEARCH_MASTER_KEY: '' };
    const first = await startChildServer(['--data-dir', dataDir, '--port', '0'], env);
    try {
      assert.match(first.url, /^http:\/\/127\.0\.0\.1:\d+$/);
      const printed = /Generated a master key[^\n]*\n\s+(\S+)/.exec(first.stdout())?.[1];
      assert.ok(printed, first.stdout());
      assert.equal((await stat(path.join(dataDir, 'master.key'))).mode & 0o777, 0o600);
      const list = await call(first.url, '/v1/collections', { key: printed });
      assert.equal(list.status, 200);
      const created = await call<{ read_api_key: string }>(first.url, '/v1/collections/create', {
        key: printed,
        body: { id: 'docs' },
      });
      await call(first.url, '/v1/collections/docs/stats', {
        key: created.body.read_api_key,
        keyIn: 'query',
      });
      assert.ok(
        !first.stdout().split('listening on')[1]?.includes(created.body.read_api_key),
        'keys stay out of the request log',
      );
      assert.match(first.stdout(), /GET \/v1\/collections\/docs\/stats 200/);

      first.child.kill('SIGTERM');
      await first.exited;
      const second = await startChildServer(['--data-dir', dataDir, '--port', '0'], env);
      second.child.kill('SIGTERM');
      await second.exited;
      assert.ok(
        !second.stdout().includes(printed),
        'the master key is printed only when generated',
      );
    } finally {
      first.child.kill('SIGKILL');
    }
  });

  it('on SIGTERM ends an open stream with a last event, closes and exits 0', async () => {
    const model = await startStandInModel();
    model.behaviour.firstTokenDelayMs = 30_000; // the model stays silent until we shut down
    const dataDir = await makeDataDir();
    dirs.push(dataDir);
    const masterKey = 'cli-master-key-0123456789';
    const server = await startChildServer(['--data-dir', dataDir, '--port', '0', '--quiet'], {
      SEARCH_MASTER_KEY: masterKey,
      SEARCH_LLM_BASE_URL: model.baseUrl,
      SEARCH_LLM_MODEL: 'stand-in-model',
    });
    try {
      const docs = await createCollection(server.url, masterKey);
      await seedDocs(server.url, docs);
      let sawResults: () => void = () => undefined;
      const resultsSent = new Promise<void>((resolve) => (sawResults = resolve));
      const stream = readSse(server.url, '/v1/collections/docs/answer', {
        key: docs.readKey,
        keyIn: 'query',
        body: { query: 'install chaincode' },
        timeoutMs: 15_000,
        stopAfter: (events) => {
          if (JSON.stringify(events).includes('SEARCH_RESULTS')) sawResults();
          return false;
        },
      });
      await resultsSent;
      const signalled = performance.now();
      server.child.kill('SIGTERM');
      assert.equal(await server.exited, 0);
      assert.ok(performance.now() - signalled < 4_000, 'it did not wait for the model');
      const result = await stream;
      assert.ok(result.ended, 'the body ended properly, not cut');
      const last = result.events.at(-1) as { type: string; message: string };
      assert.equal(last.type, 'error');
      assert.match(last.message, /shutting down/);
      assert.match(server.stdout(), /Received SIGTERM, closing/);
    } finally {
      server.child.kill('SIGKILL');
      await model.close();
    }
  });

  it('refuses a bad port with a clear message', async () => {
    const dataDir = await makeDataDir();
    dirs.push(dataDir);
    await assert.rejects(
      startChildServer(['--data-dir', dataDir, '--port', 'eighty']),
      /--port must be 0-65535/,
    );
  });
});
