import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { ObservedRequest } from '../src/server.js';
import { startSeededServer } from './helpers/fixtures.js';
import type { TestCollection } from './helpers/fixtures.js';
import { call } from './helpers/http.js';
import type { TestServer } from './helpers/server.js';

// A client that hangs up while sending its body (a closed tab, a lost network) was logged as a
// 500 with a stack trace, so an operator counting server errors counted the readers' departures.
// It is logged as nginx does: 499, the client closed the connection; nothing is answered to it.

const C = '/v1/collections/docs';

describe('a client that hangs up in the middle of its body', () => {
  let server: TestServer;
  let docs: TestCollection;
  const seen: ObservedRequest[] = [];

  before(async () => {
    ({ server, docs } = await startSeededServer({ onRequest: (request) => seen.push(request) }));
  });
  after(() => server.close());

  /** Sends the head and part of a body that declares more, then destroys the socket. */
  async function hangUpMidBody(path: string, key: string): Promise<void> {
    const declared = 100_000;
    const head =
      `POST ${path}?api-key=${key} HTTP/1.1\r\nHost: test\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${declared}\r\n\r\n`;
    const before = seen.length;
    const socket = connect(Number(new URL(server.url).port), '127.0.0.1');
    socket.on('error', () => undefined);
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write(head);
    socket.write(`{"term":"${'x'.repeat(1000)}`);
    // Hang up only once the server has the request and is waiting for the rest of its body.
    const deadline = Date.now() + 5_000;
    while (seen.length === before && Date.now() < deadline) await sleep(5);
    assert.ok(seen.length > before, 'the server saw the request');
    await sleep(100);
    socket.destroy();
  }

  /** The request log's line of `path` from line `from` on, once it is written. */
  async function logLineOf(path: string, from: number): Promise<string> {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const line = server.logs.slice(from).find((each) => each.startsWith(`POST ${path} `));
      if (line) return line;
      if (Date.now() > deadline) assert.fail(`no log line for ${path}: ${server.logs.join('\n')}`);
      await sleep(10);
    }
  }

  for (const route of [
    { path: `${C}/search`, key: () => docs.readKey },
    { path: '/v1/telemetry', key: () => docs.readKey },
    { path: `${C}/indexes/main/insert`, key: () => docs.writeKey },
  ]) {
    it(`${route.path}: logged as 499 (client closed), not as a server error`, async () => {
      const logged = server.logs.length;
      await hangUpMidBody(route.path, route.key());
      const line = await logLineOf(route.path, logged);
      assert.match(line, new RegExp(`^POST ${route.path} 499 `), line);
      const since = server.logs.slice(logged);
      assert.ok(
        !since.some((each) => / 500 |^error /.test(each)),
        `no server error logged:\n${since.join('\n')}`,
      );
      assert.ok(!since.join('\n').includes(route.key()), 'no key in the log');

      const next = await call<{ count: number }>(server.url, `${C}/search`, {
        key: docs.readKey,
        keyIn: 'query',
        body: { term: 'peer' },
      });
      assert.equal(next.status, 200, next.text);
      assert.ok(next.body.count > 0, 'and the next request is served');
    });
  }
});

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
