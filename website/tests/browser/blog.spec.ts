import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from '../support/fixtures';
import { websiteDir } from '../content/docsFiles';

test('the blog lists posts by the maintainers with their reading time, grouped by year', async ({
  page,
}) => {
  await page.goto('blog');
  const posts = page.locator('article');
  expect(await posts.count()).toBeGreaterThanOrEqual(4);
  await expect(posts.first()).toContainText('the HLF Operator maintainers');
  await expect(posts.first()).toContainText(/\d+ min read/);

  const sidebar = page.getByRole('navigation', { name: 'Blog recent posts navigation' });
  const years = await sidebar.locator('[role="group"] > h3, h3').allTextContents();
  const distinctYears = new Set(
    years.map((text) => text.trim()).filter((text) => /^\d{4}$/.test(text)),
  );
  expect(distinctYears.size).toBeGreaterThanOrEqual(2);
});

test('the blog index and a tag page are each titled by one h1', async ({ page }) => {
  await page.goto('blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(['HLF Operator blog']);
  // A tag page has its own title: the blog's is not added to it.
  await page.goto('blog/tags/security');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText([
    /posts? tagged with "Security"/,
  ]);
});

test('a post shows its title, date, author and reading time', async ({ page }) => {
  await page.goto('blog');
  await page.locator('article h2 a').first().click();
  await expect(page.locator('article h1')).not.toBeEmpty();
  await expect(page.locator('article header time')).toHaveAttribute(
    'datetime',
    /^\d{4}-\d{2}-\d{2}/,
  );
  await expect(page.locator('article header')).toContainText('the HLF Operator maintainers');
  await expect(page.locator('article header')).toContainText(/\d+ min read/);
});

test('the favicon is our own SVG, in the page itself (no request before the first paint)', async ({
  page,
}) => {
  await page.goto('');
  const href = (await page.locator('link[rel="icon"]').getAttribute('href')) ?? '';
  expect(href.startsWith('data:image/svg+xml,')).toBe(true);
  const ours = readFileSync(join(websiteDir, 'static/img/favicon.svg'), 'utf8').trim();
  expect(decodeURIComponent(href.slice('data:image/svg+xml,'.length))).toBe(ours);
});
