import { test, expect } from '../support/fixtures';
import { blockingViolations } from '../support/axe';

const pages = {
  landing: '',
  'docs index': 'docs/',
  tutorial: 'docs/intro/getting-started',
  // Our drawings of the console's dialogs, and a long reference page with wide tables.
  'console import page': 'docs/operations-console/adding-peers',
  'channel reference': 'docs/channel-management/getting-started',
  'blog index': 'blog',
};

for (const mode of ['light', 'dark'] as const) {
  for (const [name, path] of Object.entries(pages)) {
    test(`axe finds no serious or critical violation on the ${name} in ${mode} mode`, async ({
      page,
    }) => {
      // axe walks every node of a long page: 12 to 18 s on two idle cores for the tutorial and
      // the channel reference, so the budget is thrice the default, for a slower machine.
      test.slow();
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await page.waitForLoadState('networkidle');
      expect(await blockingViolations(page)).toEqual([]);
    });
  }
}

test.describe('the page for a missing address', () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });
  for (const mode of ['light', 'dark'] as const) {
    test(`axe finds no serious or critical violation on it in ${mode} mode`, async ({ page }) => {
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      await page.goto('docs/no-such-page');
      await expect(page.getByRole('navigation', { name: 'Ways onward' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await blockingViolations(page)).toEqual([]);
    });
  }
});
