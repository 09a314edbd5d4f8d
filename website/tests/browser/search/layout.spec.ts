import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '../../support/fixtures';
import { searchButton, searchDialog } from '../../support/search';

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('the button sits in the navbar, not in the mobile menu, and the dialog works by touch', async ({
    page,
  }) => {
    await page.goto('docs/');
    await expect(searchButton(page)).toBeVisible();
    await page.getByRole('button', { name: 'Toggle navigation bar' }).tap();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Search' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Close navigation bar' }).tap();

    await searchButton(page).tap();
    const { dialog, input, options } = searchDialog(page);
    await expect(dialog).toBeVisible();
    await input.fill('peer');
    await expect(options.first()).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(375);
    expect(box.x).toBeGreaterThanOrEqual(0);
    const sideways = await dialog.evaluate((node) => node.scrollWidth - node.clientWidth);
    expect(sideways).toBeLessThanOrEqual(0);

    await dialog.getByRole('button', { name: 'Close' }).tap();
    await expect(dialog).toHaveCount(0);

    await searchButton(page).tap();
    await input.fill('istio');
    const href = await options.first().getAttribute('href');
    await options.first().tap();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === href);
  });
});

for (const mode of ['light', 'dark'] as const) {
  test(`axe finds no violation in the open dialog with results, ${mode} mode`, async ({ page }) => {
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    await page.goto('docs/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await searchButton(page).click();
    const { dialog, input, options } = searchDialog(page);
    await input.fill('vault');
    await expect(options.first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const results = await new AxeBuilder({ page })
      .include('dialog')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`),
    ).toEqual([]);
    // The empty state too.
    await input.fill('');
    await expect(dialog.getByText('Try:')).toBeVisible();
    const empty = await new AxeBuilder({ page }).include('dialog').analyze();
    expect(empty.violations.map((violation) => violation.id)).toEqual([]);
  });
}

test.describe('the not-found page', () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test('offers a search for the words of the missing path', async ({ page }) => {
    await page.goto('docs/operator-guide/renew-certs');
    const button = page.getByRole('button', { name: 'Search the site for “renew certs”' });
    await button.click();
    const { input, options } = searchDialog(page);
    await expect(input).toHaveValue('renew certs');
    await expect(options.first()).toHaveAttribute('href', /renew-certificates/);
  });
});
