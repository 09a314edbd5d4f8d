import assert from 'node:assert/strict';
import { request } from 'node:http';
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { startSeededServer } from './helpers/fixtures.js';
import type { TestCollection } from './helpers/fixtures.js';
import type { TestServer } from './helpers/server.js';

// The edge of every request (src/http/cors.ts, body-limit.ts): what a browser on the docs site
// needs to call the service, and the body limit whether or not the client declares a length.

const SITE = 'https://docs.example';
const LIMIT = 4096;

describe('CORS and the body limit', () => {
  let open: { server: TestServer; docs: TestCollection };
  let restricted: { server: TestServer; docs: TestCollection };

  before(async () => {
    [open, restricted] = await Promise.all([
      startSeededServer({ bodyLimitBytes: LIMIT }),
      startSeededServer({ corsOrigins: [SITE] }),
    ]);
  });
  after(async () => {
    await Promise.all([open.server.close(), restricted.server.close()]);
  });

  const search = (base: TestServer, key: string, origin: string, body = '{"term":"peer"}') =>
    fetch(`${base.url}/v1/collections/docs/search`, {
      method: 'POST',
      headers: {
        Origin: origin,
        'Content-Type': 'application/json',
        Authorization: `Bearer ${key}`,
      },
      body,
    });

  it('answers a preflight with the methods, headers and max age a browser needs', async () => {
    const preflight = await fetch(`${restricted.server.url}/v1/collections/docs/search`, {
      method: 'OPTIONS',
      headers: {
        Origin: SITE,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), SITE);
    assert.match(preflight.headers.get('access-control-allow-methods') ?? '', /POST/);
    assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /Authorization/i);
    assert.equal(preflight.headers.get('access-control-max-age'), '600');
  });

  it('lets an allowed origin read answers and errors, and no other origin', async () => {
    const allowed = await search(restricted.server, restricted.docs.readKey, SITE);
    assert.equal(allowed.status, 200);
    assert.equal(allowed.headers.get('access-control-allow-origin'), SITE);
    assert.match(allowed.headers.get('vary') ?? '', /Origin/);
    // A wrong key: the browser must be able to read why.
    const refused = await search(restricted.server, 'read_wrong', SITE);
    assert.equal(refused.status, 401);
    assert.equal(refused.headers.get('access-control-allow-origin'), SITE);
    const other = await search(
      restricted.server,
      restricted.docs.readKey,
      'https://elsewhere.example',
    );
    assert.equal(other.headers.get('access-control-allow-origin'), null);
    const anyOrigin = await search(open.server, open.docs.readKey, 'https://elsewhere.example');
    assert.equal(anyOrigin.headers.get('access-control-allow-origin'), '*');
  });

  it('refuses a body that is not UTF-8 with 400, rather than store its bytes replaced', async () => {
    const latin1 = Buffer.from(
      '[{"id":"latin1","title":"Gr\u00fc\u00dfe aus K\u00f6ln"}]',
      'latin1',
    );
    const inserted = await fetch(`${open.server.url}/v1/collections/docs/indexes/docs/insert`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${open.docs.writeKey}`,
      },
      body: latin1,
    });
    assert.equal(inserted.status, 400);
    const error = ((await inserted.json()) as { error: { message: string } }).error;
    assert.match(error.message, /not valid UTF-8/);
    const search = await fetch(`${open.server.url}/v1/collections/docs/search`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${open.docs.readKey}` },
      body: JSON.stringify({ term: 'Köln' }),
    });
    assert.equal(((await search.json()) as { count: number }).count, 0, 'nothing was stored');
  });

  it('refuses a body over the limit with 413, declared or sent in chunks', async () => {
    const big = `{"term":"${'x'.repeat(LIMIT)}"}`;
    const declared = await search(open.server, open.docs.readKey, SITE, big);
    assert.equal(declared.status, 413);
    assert.equal(
      ((await declared.json()) as { error: { code: string } }).error.code,
      'payload_too_large',
    );

    // Chunked: no Content-Length, so the limit holds while the body is read.
    const url = new URL(`${open.server.url}/v1/collections/docs/search`);
    const chunked = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const sent = request(
        url,
        {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Authorization: `Bearer ${open.docs.readKey}`,
            'Transfer-Encoding': 'chunked',
          },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      sent.on('error', reject);
      for (let start = 0; start < big.length; start += 1000)
        sent.write(big.slice(start, start + 1000));
      sent.end();
    });
    assert.equal(chunked.status, 413, chunked.text);

    const small = await search(open.server, open.docs.readKey, SITE);
    assert.equal(small.status, 200, 'and a body within the limit is read');
  });

  it('a client still sending a refused body reads the 413, not a reset, and the body stays unread', async () => {
    // Written in one go, without waiting for an answer, as a client that knows no better does:
    // 32 MiB is more than the socket buffers hold (a few MiB), so the client is mid-body when the
    // 413 leaves, and it can hand over the whole body only if the server reads it.
    const body = Buffer.alloc(32 * 1024 * 1024, 'x');
    const head =
      `POST /v1/collections/docs/search HTTP/1.1\r\nHost: test\r\n` +
      `Authorization: Bearer ${open.docs.readKey}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${body.length}\r\n\r\n`;
    const { port } = new URL(open.server.url);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { answer, bodySent } = await new Promise<{ answer: string; bodySent: boolean }>(
        (resolve) => {
          const socket = connect(Number(port), '127.0.0.1');
          let received = '';
          let bodySent = false;
          socket.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
          // The write of the unread rest fails once the server drops the connection (EPIPE): what
          // counts is that the 413 was read before.
          socket.on('error', (error: NodeJS.ErrnoException) =>
            resolve({
              answer: received || `${error.code ?? error.message}, nothing read`,
              bodySent,
            }),
          );
          socket.on('close', () => resolve({ answer: received, bodySent }));
          socket.write(head);
          socket.write(body, (error) => (bodySent = !error));
        },
      );
      assert.match(answer, /^HTTP\/1\.1 413 /, `attempt ${attempt + 1}`);
      assert.equal(bodySent, false, `attempt ${attempt + 1}: the server read the refused body`);
    }
  });
});
