import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { pagesWithDiagrams } from '../support/diagrams';

// Diagrams arrive as SVG in the page's HTML, drawn ahead of time in light and dark: a reader
// downloads no Mermaid, on load or on scroll, sees the drawing of the colour mode they chose, can
// read its text, and on a phone either sees it whole or scrolls it in its own region.

const toggle = (page: Page) => page.locator('.navbar').getByRole('button', { name: /mode/i });
const regions = (page: Page) => page.getByRole('region', { name: /^Diagram: / });
const drawing = (region: Locator, variant: 'light' | 'dark') =>
  region.locator(`[data-variant="${variant}"] > svg`);

/** Fails the test on any request for Mermaid: by its URL, or by its code in a script. */
function watchForMermaid(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (/mermaid/i.test(request.url())) seen.push(request.url());
  });
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (body.includes('mermaidAPI')) seen.push(`${response.url()} (Mermaid's code)`);
  });
  return seen;
}

/**
 * Scrolls to the bottom a screen at a time, as a reader would, so lazy loaders get their chance:
 * each screen is painted before the next scroll. Scrolling a dozen screens within one frame, as
 * this did before, is nothing a reader can do, and once in CI the page painted no frame after
 * such a burst, so the next step, which waits for frames, waited until the test timed out.
 */
async function scrollToBottom(page: Page): Promise<void> {
  for (;;) {
    const step = await page.evaluate(async () => {
      window.scrollBy(0, window.innerHeight);
      const painted = await Promise.race([
        new Promise<true>((done) => requestAnimationFrame(() => setTimeout(() => done(true), 0))),
        new Promise<false>((done) => setTimeout(() => done(false), 5_000)),
      ]);
      return {
        painted,
        atBottom: window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
        where: `scrollY ${window.scrollY} of ${document.documentElement.scrollHeight}, ${document.visibilityState}, focus ${document.hasFocus()}`,
      };
    });
    // Say what the browser was doing rather than leave the test's timeout to say nothing.
    if (!step.painted)
      throw new Error(`Chromium painted no frame 5 s after a scroll (${step.where})`);
    if (step.atBottom) break;
  }
  await page.waitForLoadState('networkidle');
}

/**
 * The lowest contrast ratio (WCAG) of the visible drawings' text against what is painted behind
 * it: the shape or label box under the text's centre, else the page. SVG text paints with `fill`,
 * labels in a foreignObject are HTML and use `color`.
 */
function lowestTextContrast(page: Page) {
  return page.evaluate(() => {
    const channels = (colour: string) => colour.match(/[\d.]+/g)!.map(Number);
    const transparent = (colour: string) =>
      colour === 'none' || colour === 'transparent' || channels(colour)[3] === 0;
    const luminance = (colour: string) => {
      const [r, g, b] = channels(colour)
        .slice(0, 3)
        .map((value) => {
          const c = value / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    // The page's background: the first of body and html that paints one.
    const pageBackground =
      [document.body, document.documentElement]
        .map((element) => getComputedStyle(element).backgroundColor)
        .find((colour) => !transparent(colour)) ?? 'rgb(255, 255, 255)';
    const paintBehind = (element: Element) => {
      const style = getComputedStyle(element);
      if (element instanceof SVGGeometryElement && !(element instanceof SVGTextContentElement)) {
        return transparent(style.fill) ? undefined : style.fill;
      }
      return element instanceof HTMLElement && !transparent(style.backgroundColor)
        ? style.backgroundColor
        : undefined;
    };
    let lowest = { ratio: Infinity, text: '', colour: '', background: '' };
    const svgs = [...document.querySelectorAll('[data-variant] > svg')].filter(
      (svg) => svg.getBoundingClientRect().width > 0,
    );
    for (const svg of svgs) {
      const walker = document.createTreeWalker(svg, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement!;
        if (!node.textContent?.trim() || element.closest('style, title, desc')) continue;
        element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
        const range = document.createRange();
        range.selectNodeContents(node);
        const box = range.getBoundingClientRect();
        const stack = document.elementsFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        const behind = stack.map(paintBehind).find((colour) => colour) ?? pageBackground;
        const style = getComputedStyle(element);
        const colour = element instanceof SVGElement ? style.fill : style.color;
        const [l1, l2] = [luminance(colour), luminance(behind)].sort((a, b) => b - a);
        const ratio = (l1! + 0.05) / (l2! + 0.05);
        if (ratio < lowest.ratio) {
          lowest = { ratio, text: node.textContent, colour, background: behind };
        }
      }
    }
    return lowest;
  });
}

for (const { file, path, diagrams } of pagesWithDiagrams()) {
  test.describe(file, () => {
    test('downloads no Mermaid; each drawing follows the colour mode, with readable text', async ({
      page,
    }) => {
      // Every drawing of the page, scrolled into view and checked in both colour modes: up to
      // 21 s on two idle cores for the tutorial, so thrice the default budget.
      test.slow();
      const mermaidRequests = watchForMermaid(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await scrollToBottom(page);

      await expect(regions(page)).toHaveCount(diagrams);
      await expect(page.getByRole('img', { name: 'Diagram (loading)' })).toHaveCount(0);
      for (const mode of ['light', 'dark'] as const) {
        if (mode === 'dark') await toggle(page).click();
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        const other = mode === 'light' ? 'dark' : 'light';
        for (const region of await regions(page).all()) {
          await region.scrollIntoViewIfNeeded();
          const svg = drawing(region, mode);
          await expect(svg).toBeVisible();
          await expect(drawing(region, other)).toBeHidden();
          const box = (await svg.boundingBox())!;
          expect(box.width * box.height).toBeGreaterThan(100 * 50);
          // Its text alternative: the region and the drawing are named by its accTitle.
          const title = (await region.getAttribute('aria-label'))!.replace(/^Diagram: /, '');
          await expect(svg).toHaveAccessibleName(title);
          await expect(svg).toHaveAccessibleDescription(/\S{40,}|(\S+\s){8,}/);
        }
        const contrast = await lowestTextContrast(page);
        const what = `${mode}: "${contrast.text}" in ${contrast.colour} on ${contrast.background}`;
        expect(contrast.ratio, what).toBeGreaterThanOrEqual(4.5);
      }
      await scrollToBottom(page);
      expect(mermaidRequests).toEqual([]);
    });

    test('on a 375 px phone each diagram fits or scrolls in its region, its text 12 px or more', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(path);
      for (const region of await regions(page).all()) {
        await region.scrollIntoViewIfNeeded();
        const fit = await region.evaluate((element) => {
          const svg = element.querySelector<SVGSVGElement>('[data-variant="light"] > svg')!;
          return {
            overflow: element.scrollWidth - element.clientWidth,
            canScroll: getComputedStyle(element).overflowX === 'auto',
            focusable: element.tabIndex === 0,
            // Mermaid draws text at 16 px: the drawing's scale on screen gives the text's size.
            textPx: (16 * svg.getBoundingClientRect().width) / svg.viewBox.baseVal.width,
          };
        });
        expect(fit.textPx).toBeGreaterThanOrEqual(12);
        if (fit.overflow > 0) {
          expect(fit.canScroll && fit.focusable).toBe(true);
          // And it really scrolls: the right edge of the drawing can be brought into view.
          await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
          await expect
            .poll(() => region.evaluate((element) => element.scrollLeft))
            .toBeGreaterThan(0);
        }
      }
      const pageOverflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(pageOverflow).toBeLessThanOrEqual(0);
    });
  });
}

test('a diagram is in the HTML itself: drawn with JavaScript turned off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('docs/intro/getting-started');
  const region = regions(page).first();
  await expect(drawing(region, 'light')).toBeVisible();
  await expect(drawing(region, 'dark')).toBeHidden();
  await expect(drawing(region, 'light')).toHaveAccessibleName('The network this tutorial builds');
  await context.close();
});

test('a page reached by a client-side link draws its diagram too', async ({ page }) => {
  const mermaidRequests = watchForMermaid(page);
  await page.goto('docs/');
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  // Waits for hydration too (tests/support/fixtures.ts): before it, the browser itself would
  // follow the link, which would not test a client-side one.
  await page.reload();
  await page.locator('.theme-doc-sidebar-menu a[href$="/docs/intro/getting-started"]').click();
  await expect(page).toHaveURL(/\/docs\/intro\/getting-started$/);
  // The address changes first; the docs index (which has a diagram of its own) stays on screen
  // until the new page's chunks arrive, so wait for the new page before taking its diagram.
  await expect(page.locator('article h1')).toHaveText(/getting started/i);
  const region = regions(page).first();
  await region.scrollIntoViewIfNeeded();
  await expect(drawing(region, 'dark')).toBeVisible();
  await expect(drawing(region, 'light')).toBeHidden();
  expect(mermaidRequests).toEqual([]);
});
