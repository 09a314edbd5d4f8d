import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromiumExecutable } from '../../tests/support/chromium';
import type { StaticServer } from '../../tests/support/staticServer';
import { SEARCH_MARKS } from '../../src/search/loadSearch';
import { median } from '../stats';
import { percentileOf } from './metrics';

export interface BrowserTimings {
  /** Shortcut keystroke on a freshly loaded page to the first result painted: download included. */
  coldMs: { runs: number[]; median: number };
  /**
   * When each stage of the first load ended, counted from the shortcut (medians over the cold
   * runs), from the User Timing marks the search box sets: the index downloaded and unpacked,
   * checked and expanded, and indexed by the engine.
   */
  coldStagesMs: Record<keyof typeof SEARCH_MARKS, number>;
  /** A query typed into the open dialog (index ready) to its first result painted. */
  warmMs: { runs: number; median: number; p95: number };
  /** What the first sign of intent downloads: the dialog's JavaScript and the index. */
  onIntent: { scriptGzipBytes: number; indexBytes: number };
  /** Index requests during page load (must be 0). */
  indexRequestsOnLoad: number;
}

const INDEX = /\/search-index\.[0-9a-f]{10}\.json\.gz$/;

/**
 * Arms a timer in the page: it starts at the next keydown or input event (its timeStamp, i.e.
 * when the reader pressed the key) and stops at the first frame painted after a result appears.
 * Arming is awaited before any key is sent (input and script run on different queues); the
 * returned function waits for the reading.
 */
async function armResultTimer(
  page: Page,
  startOn: 'keydown' | 'input',
): Promise<() => Promise<number>> {
  // A string, not a function: tsx would wrap a function's inner names in a helper that the page
  // does not have.
  await page.evaluate(`window.__searchTimer = new Promise((resolve, reject) => {
    let start;
    setTimeout(() => reject(new Error('no search result appeared within 10 s')), 10000);
    document.addEventListener(${JSON.stringify(startOn)}, (event) => { start ??= window.__searchTimerStart = event.timeStamp; }, { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (start === undefined || !document.querySelector('dialog [role="option"]')) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
    });
    observer.observe(document.body, { subtree: true, childList: true });
  }); undefined`);
  return () => page.evaluate('window.__searchTimer') as Promise<number>;
}

export async function measureBrowserTimings(
  server: StaticServer,
  warmQueries: readonly string[],
  coldRuns = 15,
): Promise<BrowserTimings> {
  const buildDir = join(__dirname, '..', '..', 'build');
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: ['--disable-background-networking', '--disable-component-update'],
  });
  try {
    const cold: number[] = [];
    const stages: Record<keyof typeof SEARCH_MARKS, number>[] = [];
    let indexRequestsOnLoad = 0;
    let onIntent = { scriptGzipBytes: 0, indexBytes: 0 };
    for (let run = 0; run < coldRuns; run++) {
      // A new context each time: nothing cached, as on a reader's first search.
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const loaded = new Set<string>();
      let afterLoad = false;
      const intentScripts = new Set<string>();
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (INDEX.test(path) && !afterLoad) indexRequestsOnLoad += 1;
        if (afterLoad && request.resourceType() === 'script') intentScripts.add(path);
        loaded.add(path);
      });
      await page.goto(new URL('docs/', server.url).href);
      await page.waitForLoadState('networkidle');
      afterLoad = true;
      const reading = await armResultTimer(page, 'keydown');
      // The reader types as soon as the box has the focus; the timer runs from the shortcut. An
      // in-page promise notices the focus at once, where polling with waitFor would add up to
      // 100 ms of the driver's own to the figure.
      await page.evaluate(`window.__searchBoxFocused = new Promise((resolve) => {
        document.addEventListener('focusin', (event) => {
          if (event.target.getAttribute('role') === 'combobox') resolve();
        }, { capture: true });
      }); undefined`);
      await page.keyboard.press('Control+k');
      await page.evaluate('window.__searchBoxFocused');
      await page.keyboard.insertText('renew certificates');
      cold.push(await reading());
      stages.push(
        (await page.evaluate(`Object.fromEntries(${JSON.stringify(Object.entries(SEARCH_MARKS))}
          .map(([stage, mark]) => [stage, performance.getEntriesByName(mark)[0].startTime - window.__searchTimerStart]))`)) as Record<
          keyof typeof SEARCH_MARKS,
          number
        >,
      );
      if (run === 0) {
        const bytes = async (path: string) =>
          readFile(join(buildDir, path.replace(/^\/bevel-operator-fabric\//, '')));
        let scriptGzipBytes = 0;
        for (const script of intentScripts) scriptGzipBytes += gzipSync(await bytes(script)).length;
        const index = [...loaded].find((path) => INDEX.test(path));
        onIntent = { scriptGzipBytes, indexBytes: index ? (await bytes(index)).length : 0 };
      }
      await context.close();
    }

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(new URL('docs/', server.url).href);
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: 'Search' });
    await input.fill('peer');
    await page.locator('dialog [role="option"]').first().waitFor();
    const warm: number[] = [];
    for (const query of warmQueries) {
      await input.fill('');
      await page.locator('dialog [role="option"]').first().waitFor({ state: 'detached' });
      await input.focus();
      const reading = await armResultTimer(page, 'input');
      await page.keyboard.insertText(query);
      warm.push(await reading());
    }
    await context.close();
    return {
      coldMs: { runs: cold, median: median(cold) },
      coldStagesMs: Object.fromEntries(
        Object.keys(SEARCH_MARKS).map((stage) => [
          stage,
          median(stages.map((run) => run[stage as keyof typeof SEARCH_MARKS])),
        ]),
      ) as Record<keyof typeof SEARCH_MARKS, number>,
      warmMs: { runs: warm.length, median: median(warm), p95: percentileOf(warm, 0.95) },
      onIntent,
      indexRequestsOnLoad,
    };
  } finally {
    await browser.close();
  }
}
