import { test, expect } from '../support/fixtures';

test.describe('at 996 px wide', () => {
  test.use({ viewport: { width: 996, height: 800 } });

  test('the layout is mobile, with the menu and "Back to main menu"', async ({ page }) => {
    await page.goto('docs/intro/getting-started');
    const menuButton = page.getByRole('button', { name: 'Toggle navigation bar' });
    await expect(menuButton).toBeVisible();
    await expect(page.locator('nav[aria-label="Docs sidebar"]')).toBeHidden();
    await menuButton.click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    // On a docs page the menu opens on the docs sidebar, with the way back to the main menu.
    const back = sidebar.getByRole('button', { name: 'Back to main menu' });
    await expect(back).toBeVisible();
    await back.click();
    await expect(sidebar.getByRole('link', { name: 'GitHub' })).toBeVisible();
  });
});

test.describe('at 1000 px wide', () => {
  test.use({ viewport: { width: 1000, height: 800 } });

  test('the layout is desktop', async ({ page }) => {
    await page.goto('docs/intro/getting-started');
    await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeHidden();
    await expect(page.locator('nav[aria-label="Docs sidebar"]')).toBeVisible();
    await expect(
      page.locator('.navbar').getByRole('link', { name: 'Docs', exact: true }),
    ).toBeVisible();
  });
});

test.describe('at 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const path of ['', 'docs/', 'docs/intro/getting-started']) {
    test(`"${path || 'landing'}" fits the screen without sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      const title = page.getByRole('heading', { level: 1 });
      const box = await title.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    });
  }
});
