import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { darkPalette, lightPalette } from '../../src/prismThemes';
import { docsDir } from '../content/docsFiles';

// Code blocks arrive highlighted in the page's HTML (plugins/static-code): the reader sees coloured
// code in either colour mode without any script, downloads no highlighter, and can copy a block
// exactly as the docs wrote it.

const installPage = 'docs/kubectl-plugin/installation';

/** The docs' own text of the install script: the ```bash block that starts with HLF_VERSION=. */
function installScript(): string {
  const source = readFileSync(join(docsDir, 'kubectl-plugin/installation.mdx'), 'utf8');
  const block = /```bash\n(HLF_VERSION=[\s\S]*?)\n```/.exec(source);
  if (!block) throw new Error('the install script block is gone from installation.mdx');
  return block[1]!;
}

/** The install script's block, in the "Release archive" tab, which this opens. */
async function scriptBlock(page: Page) {
  await page.getByRole('tab', { name: 'Release archive' }).click();
  return page.locator('.theme-code-block').filter({ hasText: 'ARCH=$(uname -m)' });
}

/** `#rrggbb` as the browser reports a computed colour. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

test('a code block is coloured for the colour mode, and no page script carries a highlighter', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    // The theme's runtime code block names its <pre> "prism-code"; Prism's bash grammar has this.
    if (body.includes('prism-code') || body.includes('shebang')) scripts.push(response.url());
  });
  await page.goto(installPage);
  await page.waitForLoadState('networkidle');

  const block = await scriptBlock(page);
  await expect(block).toBeVisible();
  const variable = block.locator('.token.variable').first();
  const keyword = block.locator('.token.keyword').first();
  await expect(variable).toHaveCSS('color', rgb(lightPalette.variable));
  await expect(keyword).toHaveText('case');
  await expect(keyword).toHaveCSS('color', rgb(lightPalette.keyword));
  await expect(block.locator('pre')).toHaveCSS('background-color', rgb(lightPalette.background));

  await page.locator('.navbar').getByRole('button', { name: /mode/i }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(variable).toHaveCSS('color', rgb(darkPalette.variable));
  await expect(keyword).toHaveCSS('color', rgb(darkPalette.keyword));
  await expect(block.locator('pre')).toHaveCSS('background-color', rgb(darkPalette.background));
  expect(scripts).toEqual([]);
});

test('the copy button puts the block on the clipboard exactly as the docs wrote it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(installPage);
  const block = await scriptBlock(page);
  await block.hover();
  await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
  await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(installScript());
  // Ready for the next copy once the confirmation has been seen.
  await expect(block.getByRole('button', { name: 'Copy code to clipboard' })).toBeVisible();
});

test('served over plain HTTP (no clipboard API), the button still copies the block', async ({
  page,
}) => {
  await page.goto(installPage);
  // As on an intranet host over plain HTTP: the page is no secure context, so no clipboard API.
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined });
    // What a copy through a selection puts on the clipboard: the text selected when it fires.
    document.addEventListener('copy', (event) => {
      const target = event.target as HTMLTextAreaElement | null;
      (window as unknown as { copied?: string }).copied = target?.value;
    });
  });
  const block = await scriptBlock(page);
  await block.hover();
  await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
  await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { copied?: string }).copied)).toBe(
    installScript(),
  );
});

test('where the browser refuses every way of copying, the button says so, in words', async ({
  page,
}) => {
  await page.goto(installPage);
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined });
    document.execCommand = () => false;
  });
  const block = await scriptBlock(page);
  await block.hover();
  await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
  const button = block.getByRole('button', { name: /copy failed: select the code/i });
  await expect(button).toBeVisible();
  await expect(button).toHaveText('Copy failed');
});

test('with JavaScript turned off a code block is still highlighted and scrolls by keyboard', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(installPage);
  // The first tab's first block: `kubectl krew install hlf` and its neighbours.
  const block = page.locator('.theme-code-block').first();
  await expect(block).toBeVisible();
  await expect(block.locator('.token.function').first()).toHaveCSS(
    'color',
    rgb(lightPalette.function),
  );
  await expect(block.locator('pre')).toHaveAttribute('tabindex', '0');
  await context.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('the copy button, always shown on a touch screen, never hides the end of the first line', async ({
    page,
  }) => {
    await page.goto('docs/operator-guide/state-db');
    const pre = page
      .locator('pre')
      .filter({ hasText: /^kubectl hlf peer create --statedb=leveldb/ })
      .first();
    await pre.scrollIntoViewIfNeeded();
    const button = pre.locator('xpath=..').getByRole('button', { name: 'Copy code to clipboard' });
    await expect(button).toBeVisible();
    // Scrolled to its end, the first line's last character must be clear of the button.
    const lastCharacter = await pre.evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      let previous: { node: Text; offset: number } | undefined;
      for (
        let node = walker.nextNode() as Text | null;
        node;
        node = walker.nextNode() as Text | null
      ) {
        const newline = node.data.indexOf('\n');
        if (newline === 0 && previous) break;
        if (newline > 0) {
          previous = { node, offset: newline - 1 };
          break;
        }
        if (node.data.length > 0) previous = { node, offset: node.data.length - 1 };
      }
      const range = document.createRange();
      range.setStart(previous!.node, previous!.offset);
      range.setEnd(previous!.node, previous!.offset + 1);
      const { left, right, top, bottom } = range.getBoundingClientRect();
      return { left, right, top, bottom, text: range.toString() };
    });
    expect(lastCharacter.text).toBe('\\');
    const box = (await button.boundingBox())!;
    const overlaps =
      lastCharacter.right > box.x &&
      lastCharacter.left < box.x + box.width &&
      lastCharacter.bottom > box.y &&
      lastCharacter.top < box.y + box.height;
    expect(overlaps, JSON.stringify({ lastCharacter, box })).toBe(false);
  });
});
