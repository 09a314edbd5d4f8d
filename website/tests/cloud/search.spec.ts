import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { KEYS } from './support/cloudSite';

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

test.describe('an outage', () => {
  // The browser logs the refused connection to the stopped service; that is the point here.
  test.use({ expectedConsoleErrors: [/ERR_CONNECTION_REFUSED/] });

  test('when the service stops mid-session, the dialog falls back to the site’s own index and says so', async ({
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
  });
});
