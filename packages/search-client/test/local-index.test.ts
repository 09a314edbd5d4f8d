import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { loadLocalIndex } from '../src/index.js';
import { startRawServer } from './helpers/raw-server.js';
import type { RawServer } from './helpers/raw-server.js';

/** The site's static file server, standing in for the docs site that serves the index file. */
let site: RawServer;
const INDEX = { entries: [{ id: '/docs/intro#install', title: 'Grüße ✓', content: 'x' }] };

before(async () => {
  site = await startRawServer((request, response) => {
    if (request.url === '/search-index.abc.json.gz') {
      response.writeHead(200, { 'Content-Type': 'application/gzip' });
      response.end(gzipSync(JSON.stringify(INDEX)));
    } else if (request.url === '/encoded.json.gz') {
      // Served with Content-Encoding: fetch unpacks it before the client sees the bytes.
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
      response.end(gzipSync(JSON.stringify(INDEX)));
    } else {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('no such file');
    }
  });
});
after(() => site.close());

describe('loadLocalIndex', () => {
  it('downloads and unpacks the gzip JSON file', async () => {
    assert.deepEqual(await loadLocalIndex(`${site.url}/search-index.abc.json.gz`), INDEX);
  });

  it('accepts a file the server already sent with Content-Encoding: gzip', async () => {
    assert.deepEqual(await loadLocalIndex(`${site.url}/encoded.json.gz`), INDEX);
  });

  it('uses the fetch it is given, and throws "HTTP error {status}: {body}" on a non-2xx', async () => {
    const urls: string[] = [];
    const logged: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => logged.push(args[0]);
    try {
      await assert.rejects(
        loadLocalIndex(`${site.url}/missing.json.gz`, {
          fetch: (input, init) => {
            urls.push(String(input));
            return fetch(input, init);
          },
        }),
        { message: 'HTTP error 404: no such file' },
      );
    } finally {
      console.error = original;
    }
    assert.deepEqual(urls, [`${site.url}/missing.json.gz`]);
    assert.deepEqual(logged, ['Cannot load search index.']);
  });
});
