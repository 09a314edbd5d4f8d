import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { askPanel, hydrated, sourceLinksOf } from './support/askPanel';

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

/** Elements the page keeps fixed or sticky on screen (the navbar, ...), by tag and class. */
function pinnedElements(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => ['fixed', 'sticky'].includes(getComputedStyle(element).position))
      .map((element) => `${element.tagName}.${element.className}`),
  );
}

test('at 375 px by touch: ask, read the answer without sideways scrolling, tap a source', async ({
  page,
}) => {
  await page.goto('docs/');
  await hydrated(page);
  const pinned = await pinnedElements(page);

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Search' })
    .tap();
  const search = page.getByRole('dialog', { name: 'Search the documentation' });
  await search.getByRole('combobox', { name: 'Search' }).fill('renew certificates');
  await search.getByRole('button', { name: /^Ask AI/ }).tap();

  const panel = askPanel(page);
  const answer = panel.interactions.first();
  await expect(answer.getByRole('button', { name: 'Regenerate', exact: true })).toBeVisible();
  // The panel fills the screen and nothing in it is wider than the screen.
  const box = await panel.dialog.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(375);
  expect(
    await panel.dialog.evaluate((dialog) =>
      [...dialog.querySelectorAll('*')].every(
        (element) =>
          element.closest('pre') !== null || element.getBoundingClientRect().right <= 375 + 0.5,
      ),
    ),
  ).toBe(true);
  // Touch targets are at least 40 px high.
  for (const name of ['Copy', 'Regenerate', 'Helpful', 'Not helpful', 'Ask', 'Close']) {
    const button = panel.dialog.getByRole('button', { name, exact: true });
    expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(40);
  }

  const source = sourceLinksOf(answer).first();
  const href = await source.getAttribute('href');
  await source.scrollIntoViewIfNeeded();
  await source.tap();
  await expect(panel.dialog).toHaveCount(0);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === href);
  // Closed, the assistant leaves nothing fixed over the page's own controls.
  expect(await pinnedElements(page)).toEqual(pinned);
});
