import { test, expect } from '../../support/fixtures';
import { optionTarget, searchButton, searchDialog } from '../../support/search';

test('arrows move through the results, Enter opens one at its anchor in the same tab', async ({
  page,
}) => {
  await page.goto('docs/');
  await searchButton(page).click();
  const { dialog, input, options } = searchDialog(page);
  await input.fill('renew certificates');
  await expect(options.nth(2)).toBeVisible();

  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(2)).toHaveAttribute('aria-selected', 'true');
  await expect(options.first()).toHaveAttribute('aria-selected', 'false');
  expect(await input.getAttribute('aria-activedescendant')).toBe(
    await options.nth(2).getAttribute('id'),
  );
  await page.keyboard.press('ArrowUp');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  // Up from the first result wraps to the last.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(options.last()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');

  const target = await optionTarget(page, 0);
  const pages = page.context().pages().length;
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === target);
  expect(page.context().pages()).toHaveLength(pages);
  // The reader lands on the heading of the section.
  const anchor = decodeURIComponent(target.split('#')[1]!);
  await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
});

test('a new query starts again at its best result', async ({ page }) => {
  await page.goto('docs/');
  await searchButton(page).click();
  const { input, options } = searchDialog(page);
  await input.fill('renew certificates');
  await expect(options.nth(2)).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(2)).toHaveAttribute('aria-selected', 'true');

  await input.pressSequentially(' peer');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  expect(await input.getAttribute('aria-activedescendant')).toBe(
    await options.first().getAttribute('id'),
  );
});

test('the result the arrows reach scrolls into view', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 500 });
  await page.goto('docs/');
  await searchButton(page).click();
  const { input, options } = searchDialog(page);
  await input.fill('peer');
  await expect(options.first()).toBeInViewport();
  // More results than the dialog can show: the last one starts out of sight.
  await expect(options.last()).not.toBeInViewport();
  // Up from the first result wraps to the last.
  await page.keyboard.press('ArrowUp');
  await expect(options.last()).toHaveAttribute('aria-selected', 'true');
  await expect(options.last()).toBeInViewport();
  await expect(options.first()).not.toBeInViewport();
  await page.keyboard.press('ArrowDown');
  await expect(options.first()).toBeInViewport();
});

test('Esc closes the dialog and gives the focus back to the search button', async ({ page }) => {
  await page.goto('docs/');
  await searchButton(page).click();
  const { dialog, input } = searchDialog(page);
  await input.fill('peer');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(searchButton(page)).toBeFocused();

  // Opened with the shortcut from elsewhere in the page, it gives the focus back there: a
  // keyboard reader keeps their place in the page.
  const elsewhere = page.getByRole('main').getByRole('link').first();
  await elsewhere.focus();
  await page.keyboard.press('Control+k');
  await expect(input).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(elsewhere).toBeFocused();

  // And with the focus elsewhere in the dialog than the search box.
  await elsewhere.focus();
  await page.keyboard.press('Control+k');
  await expect(input).toBeFocused();
  await dialog.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(elsewhere).toBeFocused();

  // With nothing focused when the shortcut is pressed, the focus goes to the search button.
  await elsewhere.evaluate((element: HTMLElement) => element.blur());
  await page.keyboard.press('Control+k');
  await expect(input).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(searchButton(page)).toBeFocused();
});

test('Close, and a click outside the dialog, give the focus back to where it was', async ({
  page,
}) => {
  await page.goto('docs/');
  await page.waitForLoadState('networkidle');
  // Opened by the shortcut from elsewhere in the page, so that the browser's own focus
  // restoration of a closed <dialog> would not land on the search button.
  const elsewhere = page.getByRole('main').getByRole('link').first();
  const { dialog, input } = searchDialog(page);
  await elsewhere.focus();
  await page.keyboard.press('Control+k');
  await expect(input).toBeFocused();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(elsewhere).toBeFocused();

  await elsewhere.focus();
  await page.keyboard.press('Control+k');
  await expect(input).toBeFocused();
  await page.mouse.click(5, 700);
  await expect(dialog).toHaveCount(0);
  await expect(elsewhere).toBeFocused();
});

test('clicking a result opens it; clicking outside the dialog closes it', async ({ page }) => {
  await page.goto('docs/');
  await searchButton(page).click();
  const { dialog, input, options } = searchDialog(page);
  // The dialog's script arrives on intent: click outside only once the dialog is there.
  await expect(input).toBeFocused();
  await page.mouse.click(5, 700);
  await expect(dialog).toHaveCount(0);

  await searchButton(page).click();
  await input.fill('istio');
  const target = await optionTarget(page, 0);
  await options.first().click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === target);
});
