import { test, expect } from '../support/fixtures';
import type { Page } from '@playwright/test';

const theme = (page: Page) => page.locator('html').getAttribute('data-theme');
const toggle = (page: Page) => page.locator('.navbar').getByRole('button', { name: /mode/i });

test.describe('colour mode', () => {
  test.use({ colorScheme: 'dark' });

  test('is light by default even when the system prefers dark', async ({ page }) => {
    await page.goto('');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('the switch alternates dark and light, and the choice survives a reload', async ({
    page,
  }) => {
    await page.goto('docs/');
    await toggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await toggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await toggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    expect(await theme(page)).toBe('dark');
  });

  test('a choice made in one tab reaches another tab', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('');
    await second.goto('docs/');
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'light');
    await toggle(first).click();
    await expect(first.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});
