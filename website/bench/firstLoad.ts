import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumExecutable } from '../tests/support/chromium';
import type { StaticServer } from '../tests/support/staticServer';

export interface FirstLoad {
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

/**
 * JS and CSS a first visit downloads: every script and stylesheet the page requests until the
 * network is idle (the HTML's own assets, the route chunks and prefetches of visible links),
 * gzip-compressed as a static host would send them.
 */
export async function measureFirstLoad(
  server: StaticServer,
  paths: string[],
  width = 375,
): Promise<Record<string, FirstLoad>> {
  const buildDir = join(__dirname, '..', 'build');
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: ['--disable-background-networking', '--disable-component-update'],
  });
  const results: Record<string, FirstLoad> = {};
  try {
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      const assets = new Set<string>();
      page.on('request', (request) => {
        if (['script', 'stylesheet'].includes(request.resourceType()))
          assets.add(new URL(request.url()).pathname);
      });
      await page.goto(new URL(path, server.url).href);
      await page.waitForLoadState('networkidle');
      await context.close();
      let rawBytes = 0;
      let gzipBytes = 0;
      for (const asset of assets) {
        const body = await readFile(
          join(buildDir, asset.replace(/^\/bevel-operator-fabric\//, '')),
        );
        rawBytes += body.length;
        gzipBytes += gzipSync(body, { level: 6 }).length;
      }
      results[path || '/'] = { files: assets.size, rawBytes, gzipBytes };
    }
  } finally {
    await browser.close();
  }
  return results;
}
