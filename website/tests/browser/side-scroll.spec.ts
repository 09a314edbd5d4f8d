import type { Locator } from '@playwright/test';
import { test, expect } from '../support/fixtures';

// Content wider than the column scrolls inside its own region. A reader must be able to tell that
// it goes on: the side that hides content fades out, and the fade follows the scroll.

/** The opacity of the fade on one side of a region's frame (its ::before or ::after). */
function fade(region: Locator, side: 'left' | 'right'): Promise<number> {
  return region.evaluate(
    (element, pseudo) => Number(getComputedStyle(element.parentElement!, pseudo).opacity),
    side === 'left' ? '::before' : '::after',
  );
}

test.describe('on a 1280 px desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a diagram wider than the column fades on the side that hides content', async ({ page }) => {
    await page.goto('docs/operator-guide/renew-certificates');
    const region = page.getByRole('region', { name: /^Diagram/ }).first();
    await region.scrollIntoViewIfNeeded();
    const hidden = await region.evaluate((element) => element.scrollWidth - element.clientWidth);
    // The premise: this sequence diagram keeps a readable size wider than the column.
    expect(hidden).toBeGreaterThan(50);
    await expect.poll(() => fade(region, 'right')).toBe(1);
    expect(await fade(region, 'left')).toBe(0);

    await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect.poll(() => fade(region, 'right')).toBe(0);
    await expect.poll(() => fade(region, 'left')).toBe(1);
  });

  test('a table that fits its column shows every column and no fade', async ({ page }) => {
    await page.goto('docs/user-guide/create-channel');
    // The BFT column was pushed out of sight by long inline code that could not wrap.
    const table = page.locator('article table').filter({ hasText: 'Raft (above)' });
    const region = table.locator('xpath=..');
    await region.scrollIntoViewIfNeeded();
    const widths = await region.evaluate((element) => ({
      region: element.clientWidth,
      table: element.scrollWidth,
    }));
    expect(widths.table).toBeLessThanOrEqual(widths.region);
    await expect(table.getByRole('columnheader', { name: 'BFT' })).toBeInViewport();
    expect(await fade(region, 'right')).toBe(0);
    // Inline code wraps at its separators, and copies as it reads.
    const path = table.locator('code').filter({ hasText: 'maxMessageCount' });
    await expect(path).toHaveText('channelConfig.orderer.batchSize.maxMessageCount');
    expect((await path.boundingBox())!.height).toBeGreaterThan(30);
  });
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a wide table fades at its right edge until scrolled to its end', async ({ page }) => {
    await page.goto('docs/');
    const region = page.getByRole('region', { name: 'Table, scrolls sideways' }).first();
    await region.scrollIntoViewIfNeeded();
    await expect.poll(() => fade(region, 'right')).toBe(1);
    await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect.poll(() => fade(region, 'right')).toBe(0);
  });

  test('every tab of a tab row is on screen', async ({ page }) => {
    await page.goto('docs/kubectl-plugin/installation');
    const tabs = page.getByRole('tablist').first().getByRole('tab');
    await expect(tabs).toHaveCount(4);
    for (const tab of await tabs.all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
  });
});
