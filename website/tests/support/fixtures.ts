import { test as base, expect, type Page } from '@playwright/test';
import { hydrated } from './hydration';

interface Options {
  /** Console errors a test provokes on purpose (a 404 page, a missing asset). */
  expectedConsoleErrors: RegExp[];
  /**
   * `page.goto` and `page.reload` (waiting for the load event, the default) also wait until the
   * page has hydrated: the bundles come after the first paint, so the load event can come before
   * the page answers a click or a key. Off for a page that never hydrates (a wrong base URL).
   */
  waitForHydration: boolean;
}

interface Fixtures {
  /** Console errors and uncaught exceptions seen so far in this test. */
  consoleErrors: string[];
}

/** Makes `page.goto` and `page.reload` also wait until the page has hydrated (see Options). */
function waitingForHydration(page: Page): Page {
  // Only when the navigation waits for the whole page: a test that asks for less (the parsed
  // document) is looking at the page before its script runs.
  const whole = (options?: { waitUntil?: string }) =>
    options?.waitUntil === undefined || ['load', 'networkidle'].includes(options.waitUntil);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (whole(options)) await hydrated(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (whole(options)) await hydrated(page);
    return response;
  };
  return page;
}

/** Every test fails if a page logs an error it did not expect: readers would see a broken page. */
export const test = base.extend<Options & Fixtures>({
  expectedConsoleErrors: [[], { option: true }],
  waitForHydration: [true, { option: true }],
  // Every page of the test's context, the `page` fixture and the pages a test opens itself (a
  // second tab), so that no test acts on a page that is not ready yet.
  context: async ({ context, waitForHydration }, use) => {
    if (waitForHydration) {
      const newPage = context.newPage.bind(context);
      context.newPage = async () => waitingForHydration(await newPage());
    }
    await use(context);
  },
  consoleErrors: [
    async ({ context, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      const watch = (page: Page) => {
        page.on('console', (message) => {
          if (message.type() !== 'error') return;
          const text = message.text();
          if (!expectedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
        });
        page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
