import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { hydrated } from '../support/hydration';
import { searchButton, searchDialog } from '../support/search';

// The bundles are requested after the first paint (config/ssrTemplate.ts), so a reader can press
// a button before the page's script runs. Here the main bundle is held back until the click has
// happened: the click must take effect once the page is ready, and only once. The navigation
// waits for the parsed page only: a bundle requested before the load event holds that event back.
async function holdMainBundle(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a click on Search before the page’s script runs opens the dialog once it has', async ({
  page,
}) => {
  const release = await holdMainBundle(page);
  await page.goto('docs/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
  await searchButton(page).click();
  release();
  await hydrated(page);
  const { dialog, input } = searchDialog(page);
  await expect(input).toBeFocused();
  await expect(dialog).toHaveCount(1);
});

test('a tap on the menu button before the page’s script runs opens the menu, once', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const release = await holdMainBundle(page);
  await page.goto('docs/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  release();
  await hydrated(page);
  const menu = page.locator('.navbar-sidebar');
  await expect(menu).toBeVisible();
  // Still open: the click was not delivered a second time, which would have closed it.
  await page.waitForTimeout(500);
  await expect(menu).toBeVisible();
});
