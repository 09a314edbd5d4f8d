import { test, expect } from './support/fixtures';
import { blockingViolations } from '../support/axe';
import { askAndWait, hydrated, openWithShortcut, searchFor } from './support/askPanel';

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
