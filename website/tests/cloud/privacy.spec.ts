import type { Page, Response } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { askAndWait, askPanel, hydrated, openWithShortcut, searchFor } from './support/askPanel';
import { SERVICE_PORT, SITE_PORT } from './support/cloudSite';

/** Text only the answer panel's script holds: it marks the panel's chunk among the site's scripts. */
const PANEL_MARK = 'Ask about this page';

interface Asset {
  url: string;
  body: Promise<Buffer>;
  response: Response;
}

/** The site's scripts and styles the page fetched, with their bodies. */
function watchAssets(page: Page): Asset[] {
  const assets: Asset[] = [];
  page.on('response', (response: Response) => {
    if (/\.(js|css)$/.test(new URL(response.url()).pathname)) {
      // Read at once (a later navigation discards it); one the test no longer needs when it
      // ends (a link's prefetch still on its way) is not an error.
      const body = response.body().catch(() => Buffer.alloc(0));
      assets.push({ url: response.url(), body, response });
    }
  });
  return assets;
}

/** The bytes the server sent for these files (gzip-compressed, as GitHub Pages sends them). */
async function wireBytes(assets: Asset[]): Promise<number> {
  let bytes = 0;
  for (const asset of assets) {
    expect(await asset.response.headerValue('content-encoding')).toBe('gzip');
    bytes += (await asset.response.request().sizes()).responseBodySize;
  }
  return bytes;
}

const names = (assets: Asset[]) =>
  assets.map((asset) => new URL(asset.url).pathname.split('/').pop()).join(', ');

async function panelChunks(assets: Asset[]): Promise<string[]> {
  const marked: string[] = [];
  for (const asset of assets) if ((await asset.body).includes(PANEL_MARK)) marked.push(asset.url);
  return marked;
}

test('no request leaves 127.0.0.1: the page, its fonts and images, the service', async ({
  page,
}) => {
  const hosts = new Set<string>();
  page.on('request', (request) => hosts.add(new URL(request.url()).host));
  await page.goto('docs/');
  const { askEntry } = await searchFor(page, 'renew certificates');
  await askEntry.click();
  const answer = askPanel(page).interactions.first();
  await expect(answer.getByRole('button', { name: 'Regenerate', exact: true })).toBeVisible();
  await askAndWait(page, 'And for ordering nodes?');
  await page.keyboard.press('Escape');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
  await page.waitForLoadState('networkidle');
  expect([...hosts].sort()).toEqual([`127.0.0.1:${SITE_PORT}`, `127.0.0.1:${SERVICE_PORT}`].sort());
});

for (const [name, path] of [
  ['a docs page', 'docs/operator-guide/renew-certificates'],
  ['the landing page', ''],
] as const) {
  test(`on ${name}, the assistant adds nothing to the load, and its first open fetches at most 40 kB gzip`, async ({
    page,
  }) => {
    const assets = watchAssets(page);
    const serviceCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).port === String(SERVICE_PORT)) serviceCalls.push(request.url());
    });
    await page.goto(path);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(await panelChunks(assets)).toEqual([]);
    expect(serviceCalls).toEqual([]);
    // Nothing of the panel is in the page's stylesheet either.
    const css = await page.evaluate(() =>
      [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)),
    );
    expect(css.filter((rule) => rule.includes('hlf-ask'))).toEqual([]);

    // What the first Ctrl+I downloads until the panel is ready.
    const before = assets.length;
    const panel = await openWithShortcut(page);
    await expect(panel.input).toBeFocused();
    await page.waitForLoadState('networkidle');
    const opened = assets.slice(before);
    expect(await panelChunks(opened)).toHaveLength(1);
    const gzipBytes = await wireBytes(opened);
    expect(gzipBytes).toBeLessThanOrEqual(40 * 1024);

    // The answer's renderer comes once the reader types a question (reported, not limited here).
    await askAndWait(page, 'How do I renew the certificates of a peer?');
    await page.waitForLoadState('networkidle');
    const answered = assets.slice(before);
    test.info().annotations.push({
      type: 'bytes',
      description: `${name}: first open ${gzipBytes} B gzip (${names(opened)}); with the first answer ${await wireBytes(answered)} B (${names(answered)})`,
    });
  });
}

test('from the search dialog, the panel downloads on the Ask entry’s first hover, not before', async ({
  page,
}) => {
  const assets = watchAssets(page);
  await page.goto('docs/');
  await hydrated(page);
  const { askEntry, dialog } = await searchFor(page, 'peer');
  await expect(dialog.getByRole('option').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await panelChunks(assets)).toEqual([]);

  await askEntry.hover();
  await expect.poll(async () => (await panelChunks(assets)).length).toBe(1);
});
