import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import {
  askAndWait,
  askPanel,
  hydrated,
  openPanelAt,
  openWithShortcut,
  sourceLinksOf,
} from './support/askPanel';
import { watchAnswerRequests } from './support/answerRequests';
import { holdMainBundle } from '../support/holdMainBundle';

const searchButton = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search' });

test('Ctrl+I opens the panel anywhere, with the focus in the question box; Esc gives it back to where it was', async ({
  page,
}) => {
  await page.goto('docs/operator-guide/renew-certificates');
  await hydrated(page);
  const link = page.getByRole('main').getByRole('link').first();
  await link.focus();
  const panel = await openWithShortcut(page);
  await expect(panel.input).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel.dialog).toHaveCount(0);
  // The keyboard reader is back at their place in the page.
  await expect(link).toBeFocused();

  // Cmd+I on a Mac, closed with Close.
  await openWithShortcut(page, 'Meta+i');
  await expect(panel.input).toBeFocused();
  await panel.close.click();
  await expect(panel.dialog).toHaveCount(0);
  await expect(link).toBeFocused();

  // Opened with nothing focused: the focus lands on the search button.
  await link.evaluate((element: HTMLElement) => element.blur());
  await openWithShortcut(page);
  await page.keyboard.press('Escape');
  await expect(searchButton(page)).toBeFocused();
});

test('Ctrl+I pressed before the page’s script runs opens the panel once it has', async ({
  page,
}) => {
  const release = await holdMainBundle(page);
  await page.goto('docs/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
  await page.keyboard.press('Control+i');
  release();
  await hydrated(page);
  const panel = askPanel(page);
  await expect(panel.input).toBeFocused();
  await expect(panel.dialog).toHaveCount(1);
});

test('closed and opened again, the panel shows the newest question, not the first', async ({
  page,
}) => {
  const panel = await openPanelAt(page, 'docs/operator-guide/renew-certificates');
  await askAndWait(page, 'How do I renew the certificates of a peer?');
  const newest = await askAndWait(page, 'How do I install chaincode on the peers?');
  await expect(newest.getByRole('heading', { level: 3 })).toBeInViewport();
  await page.keyboard.press('Escape');
  await expect(panel.dialog).toHaveCount(0);
  await page.keyboard.press('Control+i');
  await expect(panel.interactions).toHaveCount(2);
  await expect(panel.interactions.last().getByRole('heading', { level: 3 })).toBeInViewport();
});

test('by keyboard alone: ask, follow a source, come back to the conversation', async ({ page }) => {
  const panel = await openPanelAt(page, 'docs/');
  await page.keyboard.type('How do I renew the certificates of a peer?');
  await page.keyboard.press('Enter');
  const answer = panel.interactions.first();
  await expect(answer.getByRole('button', { name: 'Regenerate', exact: true })).toBeVisible();
  await expect(panel.input).toBeFocused();

  // Tab goes forward through the panel (it never leaves the modal dialog) to the first source.
  const firstSource = sourceLinksOf(answer).first();
  const href = await firstSource.getAttribute('href');
  let reached = false;
  for (let step = 0; step < 40 && !reached; step += 1) {
    await page.keyboard.press('Shift+Tab');
    reached = await firstSource.evaluate((link) => link === document.activeElement);
    expect(await panel.dialog.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(
      true,
    );
  }
  expect(reached).toBe(true);
  await page.keyboard.press('Enter');
  await expect(panel.dialog).toHaveCount(0);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === href);

  await openWithShortcut(page);
  await expect(panel.interactions).toHaveCount(1);
});

test('from the search dialog: Ctrl+I, or Tab to "Ask AI", asks the query in the box', async ({
  page,
}) => {
  await page.goto('docs/');
  await hydrated(page);
  await page.keyboard.press('/');
  const search = page.getByRole('dialog', { name: 'Search the documentation' });
  const box = search.getByRole('combobox', { name: 'Search' });
  await box.fill('install the operator');
  await page.keyboard.press('Control+i');
  const panel = askPanel(page);
  await expect(panel.interactions.first().getByRole('heading', { level: 3 })).toHaveText(
    'install the operator',
  );

  // Back to search keeps the question in the box; Tab reaches "Ask AI" from there.
  await panel.dialog.getByRole('button', { name: 'Back to search', exact: true }).click();
  await expect(box).toHaveValue('install the operator');
  await box.fill('chaincode as a service');
  const entry = search.getByRole('button', { name: /^Ask AI/ });
  let reached = false;
  for (let step = 0; step < 40 && !reached; step += 1) {
    await page.keyboard.press('Tab');
    reached = await entry.evaluate((button) => button === document.activeElement);
  }
  expect(reached).toBe(true);
  await page.keyboard.press('Enter');
  await expect(panel.interactions).toHaveCount(2);
  await expect(panel.interactions.nth(1).getByRole('heading', { level: 3 })).toHaveText(
    'chaincode as a service',
  );
});

test('"Ask about this page" is on for a docs page and sends its path with the question', async ({
  page,
}) => {
  const answers = watchAnswerRequests(page);
  const panel = await openPanelAt(page, 'docs/operator-guide/renew-certificates');
  await expect(panel.aboutPage).toBeChecked();
  await askAndWait(page, 'How long does it take?');
  expect(answers[0]!.page_path).toBe(
    '/bevel-operator-fabric/docs/operator-guide/renew-certificates',
  );

  await panel.aboutPage.uncheck();
  await askAndWait(page, 'How do I install the operator?');
  expect(answers[1]!.page_path).toBeUndefined();
});

test('"Ask about this page" is off on the landing page', async ({ page }) => {
  const panel = await openPanelAt(page, '');
  await expect(panel.aboutPage).not.toBeChecked();
});

test('a question longer than the protocol allows cannot be typed; an empty one is refused by name', async ({
  page,
}) => {
  const panel = await openPanelAt(page, 'docs/');
  await panel.input.fill('x'.repeat(2100));
  expect((await panel.input.inputValue()).length).toBe(2000);
  await panel.input.fill('   ');
  await panel.input.press('Enter');
  await expect(panel.dialog.getByRole('alert')).toHaveText('Type a question first.');
  await expect(panel.input).toHaveAttribute('aria-invalid', 'true');
  await expect(panel.interactions).toHaveCount(0);
});
