import type { Page } from '@playwright/test';
import { hydrated } from '../../support/hydration';

export { hydrated };

/** The answer panel (in the dialog) and its parts, by role and name as a reader meets them. */
export function askPanel(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Ask the documentation' });
  return {
    dialog,
    input: dialog.getByRole('textbox', { name: /Ask a (follow-up )?question/ }),
    ask: dialog.getByRole('button', { name: 'Ask', exact: true }),
    // Exact names: a question offered as a button may hold the word ("... close to expiry ...").
    stop: dialog.getByRole('button', { name: 'Stop', exact: true }),
    clear: dialog.getByRole('button', { name: 'Clear', exact: true }),
    close: dialog.getByRole('button', { name: 'Close', exact: true }),
    aboutPage: dialog.getByRole('checkbox', { name: 'Ask about this page' }),
    /** One question and its answer. */
    interactions: dialog.getByRole('article'),
    /** The visually hidden polite region that reads answers out by paragraph. */
    liveRegion: dialog.locator('[aria-live="polite"]'),
  };
}

/** The links of an answer's sources ("Sources") or of a declined question ("Nearest pages"). */
export function sourceLinksOf(scope: ReturnType<Page['locator']>, heading = 'Sources') {
  return scope.getByRole('navigation', { name: heading }).getByRole('link');
}

/** Open the search dialog from the navbar and type a query. */
export async function searchFor(page: Page, query: string) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Search' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
  const box = dialog.getByRole('combobox', { name: 'Search' });
  await box.fill(query);
  return { dialog, box, askEntry: dialog.getByRole('button', { name: /^Ask AI/ }) };
}

/** Ask a question in an open panel (typed, then Enter); its question and answer. */
export async function ask(page: Page, question: string) {
  const panel = askPanel(page);
  await panel.input.fill(question);
  await panel.input.press('Enter');
  return panel.interactions.filter({ hasText: question }).last();
}

/** Ask a question in an open panel and wait until its answer has ended. */
export async function askAndWait(page: Page, question: string) {
  const interaction = await ask(page, question);
  await interaction.getByRole('button', { name: /^(Regenerate|Retry)$/ }).waitFor();
  return interaction;
}

/** Ctrl+I once the page's script is running (one pressed before is held until then: keyboard.spec). */
export async function openWithShortcut(page: Page, key = 'Control+i') {
  await hydrated(page);
  await page.keyboard.press(key);
  const panel = askPanel(page);
  await panel.input.waitFor();
  return panel;
}

/** Go to a page of the site and open the panel there with Ctrl+I. */
export async function openPanelAt(page: Page, path: string) {
  await page.goto(path);
  return openWithShortcut(page);
}
