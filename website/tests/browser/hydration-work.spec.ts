import { test, expect } from '../support/fixtures';

// What the page's JavaScript does on load is what Lighthouse counts as blocking time; these are the
// pieces of it that were removed (or split) and must stay so.

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('hydration keeps the served docs sidebar, builds no collator, and the menu still shows the docs', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen = { localeCompare: 0, servedSidebar: null as Element | null };
      (window as unknown as { seen: typeof seen }).seen = seen;
      // The first String#localeCompare of a page builds an ICU collator (plugins/shallow-memo-sort).
      const localeCompare = String.prototype.localeCompare;
      String.prototype.localeCompare = function (
        this: string,
        ...args: Parameters<typeof localeCompare>
      ) {
        seen.localeCompare += 1;
        return localeCompare.apply(this, args);
      };
      document.addEventListener('DOMContentLoaded', () => {
        seen.servedSidebar = document.querySelector('nav[aria-label="Docs sidebar"]');
      });
    });
    await page.goto('docs/operator-guide/migrate-network');
    const seen = () =>
      page.evaluate(() => {
        const { localeCompare, servedSidebar } = (
          window as unknown as { seen: { localeCompare: number; servedSidebar: Element | null } }
        ).seen;
        return {
          localeCompare,
          served: servedSidebar !== null,
          kept: !!servedSidebar?.isConnected,
        };
      });
    // The served sidebar is the same element after hydration (src/theme/DocSidebar), still hidden.
    expect(await seen()).toEqual({ localeCompare: 0, served: true, kept: true });
    await expect(page.locator('nav[aria-label="Docs sidebar"]')).toBeHidden();

    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu.getByRole('button', { name: 'Back to main menu' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Migrate a network' })).toBeVisible();
    expect((await seen()).localeCompare).toBe(0);
  });
});

test('a link on screen still prefetches its page, in a task after the one that asked', async ({
  page,
}) => {
  await page.goto('docs/intro/getting-started');
  // The links on screen have asked already; the prefetches they started add <link rel=prefetch>.
  await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);
  const counts = await page.evaluate(async () => {
    const count = () => document.querySelectorAll('link[rel="prefetch"]').length;
    const before = count();
    const prefetched = window.docusaurus.prefetch(
      '/bevel-operator-fabric/blog/2022/10/31/channels-as-crds',
    );
    const sameTask = count();
    await prefetched;
    return { before, sameTask, after: count() };
  });
  expect(counts.sameTask).toBe(counts.before);
  expect(counts.after).toBeGreaterThan(counts.before);
});
