import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { askAndWait, hydrated, openWithShortcut, searchFor } from './support/askPanel';

/** Serious and critical violations of WCAG 2.1 A and AA and best practices, as the site's own axe test. */
async function blockingViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}

for (const mode of ['light', 'dark'] as const) {
  test(`axe finds no serious or critical violation in the panel with an answer, in ${mode} mode`, async ({
    page,
  }) => {
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    await page.goto('docs/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    const panel = await openWithShortcut(page);
    const answer = await askAndWait(page, 'How do I renew the certificates of a peer?');
    // The reason form of "Not helpful" as well.
    await answer.getByRole('button', { name: 'Not helpful', exact: true }).click();
    await expect(
      panel.dialog.getByRole('textbox', { name: 'What was wrong? (optional)' }),
    ).toBeFocused();
    expect(await blockingViolations(page)).toEqual([]);
  });

  test(`axe finds no serious or critical violation in the search dialog with its Ask entry, in ${mode} mode`, async ({
    page,
  }) => {
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    await page.goto('docs/');
    await hydrated(page);
    const { dialog, askEntry } = await searchFor(page, 'peer');
    await expect(askEntry).toBeVisible();
    await expect(dialog.getByRole('option').first()).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });
}
