import { test, expect } from '../support/fixtures';

const bar = '.theme-announcement-bar';

test('the announcement bar stays dismissed after a reload', async ({ page }) => {
  await page.goto('');
  await expect(page.locator(bar)).toBeVisible();
  await page.locator(bar).getByRole('button', { name: 'Close' }).click();
  await expect(page.locator(bar)).toHaveCount(0);
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(page.locator(bar)).toHaveCount(0);
});

test('a bar with a new id shows again after an older one was dismissed', async ({ page }) => {
  // A reader who closed an earlier announcement: dismissed, with another id stored.
  await page.addInitScript(() => {
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
  });
  await page.goto('docs/');
  await expect(page.locator(bar)).toBeVisible();
});
