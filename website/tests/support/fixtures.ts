import { test as base, expect, type Page } from '@playwright/test';

interface Options {
  /** Console errors a test provokes on purpose (a 404 page, a missing asset). */
  expectedConsoleErrors: RegExp[];
}

interface Fixtures {
  /** Console errors and uncaught exceptions seen so far in this test. */
  consoleErrors: string[];
}

/** Every test fails if a page logs an error it did not expect: readers would see a broken page. */
export const test = base.extend<Options & Fixtures>({
  expectedConsoleErrors: [[], { option: true }],
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
