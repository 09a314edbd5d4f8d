import { test, expect } from '../../support/fixtures';
import { searchButton, searchDialog } from '../../support/search';

const indexFile = /search-index\.[0-9a-f]+\.json\.gz$/;

test.describe('when the index file cannot be loaded', () => {
  test.use({
    // One pattern: Playwright would read a second array element as fixture options.
    expectedConsoleErrors: [
      /^Cannot load search index\.|Failed to load resource: the server responded with a status of (404|500)/,
    ],
  });

  test('a missing index says so, with the HTTP status, and Retry recovers', async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    let missing = true;
    await page.route(indexFile, (route) =>
      missing ? route.fulfill({ status: 404, body: 'Not Found' }) : route.continue(),
    );
    await page.goto('');
    await searchButton(page).click();
    const { dialog, input, options } = searchDialog(page);
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText('Search is unavailable');
    await expect(alert).toContainText('HTTP error 404: Not Found');
    expect(messages.some((text) => text.startsWith('Cannot load search index.'))).toBe(true);

    missing = false;
    // By keyboard: Retry, then the query typed straight away goes into the search box.
    await alert.getByRole('button', { name: 'Retry' }).focus();
    await page.keyboard.press('Enter');
    await expect(alert).toHaveCount(0);
    await expect(input).toBeFocused();
    await page.keyboard.type('istio');
    await expect(input).toHaveValue('istio');
    await expect(options.first()).toBeVisible();
  });

  test('a broken index file says so instead of showing an empty box', async ({ page }) => {
    await page.route(indexFile, (route) =>
      route.fulfill({ status: 200, contentType: 'application/gzip', body: 'this is not gzip' }),
    );
    await page.goto('');
    await searchButton(page).click();
    const alert = searchDialog(page).dialog.getByRole('alert');
    await expect(alert).toContainText('Search is unavailable');
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  test('an index file of the wrong shape names the bad field', async ({ page }) => {
    await page.route(indexFile, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{"format":1,"entries":[]}',
      }),
    );
    await page.goto('');
    await searchButton(page).click();
    const alert = searchDialog(page).dialog.getByRole('alert');
    await expect(alert).toContainText('The search index file is malformed at format');
  });

  test('a server error shows its status and body', async ({ page }) => {
    await page.route(indexFile, (route) => route.fulfill({ status: 500, body: 'disk on fire' }));
    await page.goto('');
    await searchButton(page).click();
    await expect(searchDialog(page).dialog.getByRole('alert')).toContainText(
      'HTTP error 500: disk on fire',
    );
  });
});

test.describe("when the dialog's script cannot be downloaded", () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] });

  test('the search box says so without hiding the button, and Try again loads it', async ({
    page,
  }) => {
    await page.goto('docs/');
    await page.waitForLoadState('networkidle');
    // From here on, scripts fail to download: only the search dialog's are still to come.
    await page.route(/\/assets\/js\/.*\.js$/, (route) => route.abort('failed'));
    await searchButton(page).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Search could not load' });
    await expect(alert).toContainText(/Search could not load \(Loading chunk .+\)\./s);
    // The notice leaves the search button free to press.
    await searchButton(page).click({ trial: true });

    await page.unrouteAll();
    await alert.getByRole('button', { name: 'Try again' }).click();
    const { input, options } = searchDialog(page);
    await expect(alert).toHaveCount(0);
    await input.fill('istio');
    await expect(options.first()).toBeVisible();
  });
});
