import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStaticServer } from '../support/staticServer';

// `npm run serve` and the browser tests' server send text gzip-compressed, as GitHub Pages does.
// A page rebuilt while the server runs must be served as it now is, not as it was first sent.

test('a file changed under a running server is served anew, compressed', async () => {
  const root = await mkdtemp(join(tmpdir(), 'static-server-'));
  await writeFile(join(root, 'index.html'), '<p>first build</p>');
  await writeFile(join(root, '404.html'), '<p>missing</p>');
  const server = await startStaticServer({ root, basePath: '/base/' });
  try {
    // fetch sends Accept-Encoding: gzip and decompresses: what a browser gets.
    const page = async () => {
      const response = await fetch(`${server.url}`);
      assert.equal(response.headers.get('content-encoding'), 'gzip');
      return response.text();
    };
    assert.equal(await page(), '<p>first build</p>');
    await writeFile(join(root, 'index.html'), '<p>second build</p>');
    assert.equal(await page(), '<p>second build</p>');
  } finally {
    await server.close();
    await rm(root, { recursive: true, force: true });
  }
});
