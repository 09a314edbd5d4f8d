import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Response } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { searchButton, searchDialog } from '../../support/search';

// Local mode (the build without SEARCH_URL, SEARCH_COLLECTION_ID and SEARCH_READ_KEY) has no
// answer assistant: no Ask entry, no Ctrl/Cmd+I, none of its script, and no request to a service.

/** Text only the answer panel's script holds. */
const PANEL_MARK = 'Ask about this page';
/** The served build (scripts/serve-build.ts serves this folder). */
const BUILD_SCRIPTS = path.join(__dirname, '../../../build/assets/js');

test('the local build ships no byte of the assistant: no panel, no Ask entry, no Ctrl/Cmd+I', async () => {
  // Not only unrequested: absent from every script, so a page load cannot carry any of it
  // (the panel's text, the Ask entry's label, the shortcut's aria-keyshortcuts value).
  const files = (await readdir(BUILD_SCRIPTS)).filter((name) => name.endsWith('.js'));
  expect(files.length).toBeGreaterThan(0);
  const marks = [PANEL_MARK, 'Ask AI', 'Control+I Meta+I', 'Loading the assistant'];
  const found: string[] = [];
  for (const name of files) {
    const body = await readFile(path.join(BUILD_SCRIPTS, name), 'utf8');
    for (const mark of marks) if (body.includes(mark)) found.push(`${name}: ${mark}`);
  }
  expect(found).toEqual([]);
});

test('no Ask entry, no Ctrl+I, no assistant script and no request beyond the site', async ({
  page,
  baseURL,
}) => {
  const origins = new Set<string>();
  const scripts: Promise<string>[] = [];
  page.on('request', (request) => origins.add(new URL(request.url()).origin));
  page.on('response', (response: Response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.text());
  });

  await page.goto('docs/operator-guide/renew-certificates');
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Control+i');
  await page.keyboard.press('Meta+i');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await searchButton(page).click();
  const { dialog, input, options } = searchDialog(page);
  await input.fill('renew certificates');
  await expect(options.first()).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Ask AI/ })).toHaveCount(0);
  // Ctrl+I inside the dialog does not turn it into an assistant either.
  await page.keyboard.press('Control+i');
  await expect(page.getByRole('dialog', { name: 'Ask the documentation' })).toHaveCount(0);
  await expect(dialog).toBeVisible();

  await page.waitForLoadState('networkidle');
  expect([...origins]).toEqual([new URL(baseURL!).origin]);
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.filter((body) => body.includes(PANEL_MARK))).toEqual([]);
  // Nor any of its styles.
  const css = await page.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)),
  );
  expect(css.filter((rule) => rule.includes('hlf-ask'))).toEqual([]);
});
