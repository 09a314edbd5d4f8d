import { test, expect } from '../../support/fixtures';
import { searchButton, searchDialog, watchIndexRequests } from '../../support/search';

// The index is downloaded on the first sign of intent, once, and never on page load.

test('no index request on page load, exactly one on hovering the button', async ({ page }) => {
  const requests = watchIndexRequests(page);
  await page.goto('docs/operator-guide/state-db');
  await page.waitForLoadState('networkidle');
  expect(requests).toHaveLength(0);

  await searchButton(page).hover();
  await expect.poll(() => requests.length).toBe(1);
  await searchButton(page).click();
  const { input, options } = searchDialog(page);
  await input.fill('couchdb');
  await expect(options.first()).toBeVisible();
  await input.fill('istio');
  await expect(options.first()).toContainText(/istio/i);
  await page.waitForLoadState('networkidle');
  expect(requests).toHaveLength(1);
});

test('focusing the button with the keyboard starts the download', async ({ page }) => {
  const requests = watchIndexRequests(page);
  await page.goto('');
  await page.waitForLoadState('networkidle');
  await searchButton(page).focus();
  await expect.poll(() => requests.length).toBe(1);
});

test('"Loading Search..." shows until the index is ready', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/search-index\.[0-9a-f]+\.json\.gz$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('');
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Control+k');
  const { dialog, input, options } = searchDialog(page);
  await expect(dialog.getByText('Loading Search...')).toBeVisible();
  await input.fill('vault');
  await expect(options).toHaveCount(0);
  release();
  await expect(dialog.getByText('Loading Search...')).toHaveCount(0);
  // What was typed while loading is searched as soon as the index is ready.
  await expect(options.first()).toContainText(/vault/i);
});

for (const [name, key] of [
  ['Ctrl+K', 'Control+k'],
  ['Cmd+K', 'Meta+k'],
  ['/', '/'],
] as const) {
  test(`${name} opens the dialog with the focus in the search box`, async ({ page }) => {
    const requests = watchIndexRequests(page);
    await page.goto('docs/');
    await page.waitForLoadState('networkidle');
    await page.keyboard.press(key);
    const { input } = searchDialog(page);
    await expect(input).toBeFocused();
    await expect.poll(() => requests.length).toBe(1);
  });
}

test('"/" typed into a text field stays text', async ({ page }) => {
  await page.goto('docs/');
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('/');
  const { input, dialog } = searchDialog(page);
  await input.pressSequentially('a/b');
  await expect(input).toHaveValue('a/b');
  await expect(dialog).toHaveCount(1);
});
