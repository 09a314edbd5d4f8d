import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import type { Browser } from '@playwright/test';
import { startBundlePage } from './helpers/bundle-page.js';
import type { BundlePage } from './helpers/bundle-page.js';
import type * as SearchClient from '../src/index.js';
import { storedEvents } from './helpers/events.js';
import { createTestCollection, seedDocs, startRealServer, waitFor } from './helpers/real-server.js';
import type { RealServer, TestCollection } from './helpers/real-server.js';

/**
 * The profile beacon and the analytics flush on a hidden page, in the system Chromium: the
 * client is bundled for the browser with esbuild, a page is served from a test server, and the
 * real search-server must receive what the page sends.
 */
const HERE = path.dirname(fileURLToPath(import.meta.url));

let server: RealServer;
let docs: TestCollection;
let bundlePage: BundlePage;
let browser: Browser;
let siteUrl: string;

before(async () => {
  server = await startRealServer();
  docs = await createTestCollection(server.url, 'docs');
  await seedDocs(server.url, docs);
  bundlePage = await startBundlePage(path.join(HERE, 'helpers/browser-entry.ts'));
  browser = bundlePage.browser;
  siteUrl = bundlePage.url;
});

after(async () => {
  await bundlePage?.close();
  await server?.close();
});

async function openPage() {
  const page = await browser.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(siteUrl);
  await page.waitForFunction(() => 'searchClient' in globalThis);
  return page;
}

describe('in Chromium', () => {
  it('identify goes to the real server as a beacon, with the user id kept in local storage', async () => {
    const page = await openPage();
    try {
      const mark = server.mark();
      const userId = await page.evaluate(
        async ({ url, key }) => {
          const { Profile } = (globalThis as never as { searchClient: typeof SearchClient })
            .searchClient;
          const beacons: string[] = [];
          const original = navigator.sendBeacon.bind(navigator);
          navigator.sendBeacon = (target, data) => {
            beacons.push(String(target).split('?')[0]!);
            return original(target, data);
          };
          const profile = new Profile({ endpoint: url, apiKey: key });
          profile.setParams({ identifyUrl: `${url}/identify`, index: 'main' });
          await profile.identify('ada@example.org');
          const again = new Profile({ endpoint: url, apiKey: key });
          if (again.getUserId() !== profile.getUserId()) throw new Error('user id not kept');
          if (beacons.length !== 1) throw new Error(`beacons: ${beacons.join(',')}`);
          return profile.getUserId();
        },
        { url: server.url, key: docs.readKey },
      );
      await waitFor(
        () => server.since(mark).some((request) => request.path === '/identify'),
        'the beacon to reach the server',
      );
      const request = server.since(mark).find((r) => r.path === '/identify')!;
      assert.equal(request.method, 'POST');
      assert.equal(request.keyIn, 'query');
      assert.match(request.contentType ?? '', /^text\/plain/, 'a beacon, not a fetch');
      let stored: unknown[] = [];
      const deadline = Date.now() + 5_000;
      while (stored.length === 0 && Date.now() < deadline) {
        stored = (await storedEvents(server.dataDir, 'docs')).filter((e) => e.kind === 'identify');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      assert.deepEqual(
        stored.map((event) => (event as { payload: unknown }).payload),
        [{ entity: 'identity', id: 'ada@example.org', visitorId: userId, index: 'main' }],
      );
    } finally {
      await page.close();
    }
  });

  it('analytics are flushed when the page becomes hidden', async () => {
    const page = await openPage();
    try {
      const mark = server.mark();
      await page.evaluate(
        async ({ url, key }) => {
          const { CollectionManager, createAnalytics } = (
            globalThis as never as { searchClient: typeof SearchClient }
          ).searchClient;
          const client = new CollectionManager({ url, collectionID: 'docs', readAPIKey: key });
          const analytics = createAnalytics({
            apiKey: key,
            indexId: 'main',
            endpoint: `${url}/v1/telemetry`,
            flushInterval: 600_000,
            flushSize: 100,
          });
          for (const term of ['chaincode', 'orderer']) {
            const params = { term };
            analytics.record({ params, result: await client.search(params) });
          }
          Object.defineProperty(document, 'visibilityState', {
            value: 'hidden',
            configurable: true,
          });
          document.dispatchEvent(new Event('visibilitychange'));
        },
        { url: server.url, key: docs.readKey },
      );
      await waitFor(
        () => server.since(mark).some((request) => request.path === '/v1/telemetry'),
        'the hidden-page flush to reach the server',
      );
      const request = server.since(mark).find((r) => r.path === '/v1/telemetry')!;
      assert.equal(request.keyIn, 'query');
      assert.match(request.contentType ?? '', /^text\/plain/);
      let batches: { payload: { events?: { rawSearchString: string }[]; userAgent?: string } }[] =
        [];
      const deadline = Date.now() + 5_000;
      while (batches.length === 0 && Date.now() < deadline) {
        batches = (await storedEvents(server.dataDir, 'docs')).filter(
          (e) => e.kind === 'telemetry',
        ) as never;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      assert.deepEqual(
        batches[0]!.payload.events!.map((event) => event.rawSearchString),
        ['chaincode', 'orderer'],
      );
      assert.match(batches[0]!.payload.userAgent ?? '', /Chrome/);
    } finally {
      await page.close();
    }
  });

  it('a flush of more than a beacon can carry (64 KiB) reaches the server whole', async () => {
    const page = await openPage();
    try {
      const before = (await storedEvents(server.dataDir, 'docs')).filter(
        (event) => event.kind === 'telemetry',
      ).length;
      // 40 searches of about 4 kB each: 160 kB, in three requests or more. The browser's quota is
      // for all of a page's beacons in flight, so beacons sent one after another were refused.
      const terms = Array.from({ length: 40 }, (_, at) => `search ${at} ${'z'.repeat(1900)}`);
      const warnings = await page.evaluate(
        async ({ url, key, terms }) => {
          const { CollectionManager, createAnalytics } = (
            globalThis as never as { searchClient: typeof SearchClient }
          ).searchClient;
          const warned: string[] = [];
          console.warn = (...args: unknown[]) => void warned.push(args.join(' '));
          const client = new CollectionManager({ url, collectionID: 'docs', readAPIKey: key });
          const analytics = createAnalytics({
            apiKey: key,
            indexId: 'main',
            endpoint: `${url}/v1/telemetry`,
            flushInterval: 600_000,
            flushSize: 1000,
          });
          const result = await client.search({ term: 'peer' });
          for (const term of terms) analytics.record({ params: { term }, result });
          await analytics.flush();
          return warned;
        },
        { url: server.url, key: docs.readKey, terms },
      );
      assert.deepEqual(warnings, []);
      const stored = (await storedEvents(server.dataDir, 'docs'))
        .filter((event) => event.kind === 'telemetry')
        .slice(before)
        .flatMap((batch) => (batch.payload as { events: { rawSearchString: string }[] }).events)
        .map((event) => event.rawSearchString.split(' ')[1]);
      assert.deepEqual(
        stored,
        terms.map((term) => term.split(' ')[1]),
      );
    } finally {
      await page.close();
    }
  });
});
