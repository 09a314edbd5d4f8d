import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from '@playwright/test';
import type { Browser } from '@playwright/test';
import { build } from 'esbuild';

// Debian's binary rather than its /usr/bin/chromium launcher, which adds desktop flags (the
// site's tests/support/chromium.ts says which).
const executablePath =
  process.env.CHROME_PATH ??
  ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium';

/** The system Chromium with a page of our own origin that loads one browser bundle of the client. */
export interface BundlePage {
  browser: Browser;
  /** The page's address; open it with `browser.newPage()` and wait for `ready` on `globalThis`. */
  url: string;
  close(): Promise<void>;
}

/** Bundle `entry` for the browser with esbuild and serve it on 127.0.0.1 behind a blank page. */
export async function startBundlePage(entry: string): Promise<BundlePage> {
  assert.ok(existsSync(executablePath), `no Chromium at ${executablePath} (set CHROME_PATH)`);
  const bundle = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
  });
  const script = bundle.outputFiles[0]!.text;
  const site = createServer((request, response) => {
    const isScript = request.url === '/bundle.js';
    response.writeHead(200, { 'Content-Type': isScript ? 'text/javascript' : 'text/html' });
    response.end(
      isScript
        ? script
        : '<!doctype html><title>t</title><script type="module" src="/bundle.js"></script>',
    );
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
  let browser: Browser;
  try {
    browser = await chromium.launch({ executablePath, headless: true, timeout: 30_000 });
  } catch (error) {
    site.close();
    throw error;
  }
  return {
    browser,
    url,
    close: async () => {
      await browser.close();
      site.closeAllConnections();
      await new Promise((resolve) => site.close(resolve));
    },
  };
}
