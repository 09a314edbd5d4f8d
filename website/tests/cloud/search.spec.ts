import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { KEYS } from './support/cloudSite';
import { SEARCH_TIMEOUT_MS } from '../../src/search/cloud/cloudSearch';

/** Open the search dialog from the navbar button and type a query. */
async function search(page: Page, query: string) {
  const box = page.getByRole('combobox', { name: /search/i });
  if (!(await box.isVisible())) await page.getByRole('button', { name: 'Search' }).first().click();
  await box.fill(query);
  return box;
}

const results = (page: Page) =>
  page.getByRole('listbox', { name: 'Search results' }).getByRole('option');

test('in cloud mode the dialog searches through the service, never the index file', async ({
  page,
  serviceRequests,
  pageRequests,
}) => {
  await page.goto('docs/');
  await search(page, 'renew certificates of a peer');
  await expect(results(page).first()).toContainText('Renew the certificates of a peer');
  await expect(page.getByRole('status').filter({ hasText: /results? in/ })).toBeVisible();
  expect(serviceRequests.map((request) => `${request.method} ${request.path}`)).toContain(
    `POST /v1/collections/${KEYS.collectionID}/search`,
  );
  expect(pageRequests.filter((url) => /search-index\.[0-9a-f]+\.json\.gz/.test(url))).toEqual([]);
  // Enter opens the best result at its section.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/renew-certificates#/);
});

test('each search asks the service for what the list shows: snippets, not whole sections', async ({
  page,
}) => {
  type Answer = { term: string; bytes: number; hits: { document: Record<string, unknown> }[] };
  const answers: Answer[] = [];
  page.on('response', async (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.endsWith('/search') || response.request().method() !== 'POST') return;
    const { term } = response.request().postDataJSON() as { term: string };
    const body = await response.body();
    answers.push({
      term,
      bytes: body.length,
      ...(JSON.parse(body.toString('utf8')) as { hits: [] }),
    });
  });
  const query = 'renew certificates of a peer';
  await page.goto('docs/');
  await search(page, query);
  await expect(results(page).first()).toContainText('Renew the certificates of a peer');
  await expect.poll(() => answers.some((answer) => answer.term === query)).toBe(true);
  const last = answers.find((answer) => answer.term === query)!;
  expect(last.hits.length).toBeGreaterThan(10);
  // Whole sections, their text and their code, were about 1,300 bytes a hit (77 kB for 60).
  expect(last.bytes / last.hits.length).toBeLessThan(650);
  for (const { document } of last.hits) {
    expect(Object.keys(document).sort()).toEqual(
      ['category', 'content', 'path', 'section', 'title', 'version'].sort(),
    );
    expect(String(document.content).length).toBeLessThanOrEqual(142);
  }
  // The service's snippets are what the list shows.
  const snippet = String(last.hits[0]!.document.content).replace(/…/g, '').slice(0, 40);
  await expect(page.getByRole('listbox', { name: 'Search results' })).toContainText(snippet);
});

test('searches are recorded with the service when the page is hidden', async ({
  page,
  serviceRequests,
}) => {
  await page.goto('docs/');
  await search(page, 'couchdb');
  await expect(results(page).first()).toBeVisible();
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect
    .poll(() => serviceRequests.some((request) => request.path === '/v1/telemetry'))
    .toBe(true);
});

test('when the service accepts a search and never answers, the dialog falls back to the site’s own index within seconds', async ({
  page,
}) => {
  await page.goto('docs/');
  await search(page, 'couchdb');
  await expect(results(page).first()).toBeVisible();
  // From now on the service's searches hang: their requests are held and never answered.
  await page.route('**/v1/collections/*/search*', () => undefined);
  await search(page, 'custom couchdb image');
  // The client's own time limit is 30 s; the site's is a few seconds.
  await expect(page.getByText(/search service is unreachable/)).toBeVisible({
    timeout: SEARCH_TIMEOUT_MS + 4_000,
  });
  await expect(results(page).first()).toContainText(/CouchDB/i);
});

test.describe('an outage', () => {
  // The browser logs the refused connection to the stopped service; that is the point here.
  test.use({ expectedConsoleErrors: [/ERR_CONNECTION_REFUSED/] });

  test('when the service stops mid-session, the dialog falls back to the site’s own index and says so, and Ask AI is unavailable until it is back', async ({
    page,
    serviceControl,
    pageRequests,
  }) => {
    await page.goto('docs/');
    await search(page, 'couchdb');
    await expect(results(page).first()).toBeVisible();
    await expect(page.getByText(/search service is unreachable/)).toHaveCount(0);

    await serviceControl.stop();
    await search(page, 'custom couchdb image');
    await expect(page.getByText(/search service is unreachable/)).toBeVisible();
    await expect(results(page).first()).toContainText(/CouchDB/i);
    expect(pageRequests.some((url) => /search-index\.[0-9a-f]+\.json\.gz/.test(url))).toBe(true);
    // The answers need the same service: the Ask entry says so instead of leading to a failure.
    const askEntry = page.getByRole('button', { name: /^Ask AI/ });
    await expect(askEntry).toHaveAccessibleName(/unavailable: its service cannot be reached/);
    await expect(askEntry).toHaveAttribute('aria-disabled', 'true');
    // Forced: Playwright itself waits for an aria-disabled button to be enabled before a click.
    await askEntry.click({ force: true });
    await page.keyboard.press('Control+i');
    await expect(page.getByRole('dialog', { name: 'Ask the documentation' })).toHaveCount(0);
    await expect(results(page).first()).toBeVisible();

    // The service is back: the next query goes to it, and the line goes away.
    await serviceControl.start();
    await search(page, 'gateway api');
    await expect(page.getByText(/search service is unreachable/)).toHaveCount(0);
    await expect(results(page).first()).toContainText(/gateway/i);
    await expect(askEntry).toHaveAccessibleName(/^Ask AI “gateway api”/);
    await expect(askEntry).not.toHaveAttribute('aria-disabled', 'true');
  });
});
