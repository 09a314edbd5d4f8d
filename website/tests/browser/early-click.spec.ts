import { test, expect } from '../support/fixtures';
import { hydrated } from '../support/hydration';
import { holdMainBundle } from '../support/holdMainBundle';
import { searchButton, searchDialog } from '../support/search';

// The bundles are requested after the first paint (config/ssrTemplate.ts), so a reader can press
// a button or a shortcut before the page's script runs. Here the main bundle is held back until
// the click has happened: the click must take effect once the page is ready, and only once.
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

for (const [name, keys] of [
  ['Ctrl+K', 'Control+k'],
  ['/', '/'],
] as const) {
  test(`${name} before the page’s script runs opens the search dialog once it has`, async ({
    page,
  }) => {
    const release = await holdMainBundle(page);
    await page.goto('docs/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
    await page.keyboard.press(keys);
    release();
    await hydrated(page);
    const { dialog, input } = searchDialog(page);
    await expect(input).toBeFocused();
    await expect(dialog).toHaveCount(1);
    // Opened once: the key was not also typed into the box.
    await expect(input).toHaveValue('');
  });
}
