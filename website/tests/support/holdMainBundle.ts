import type { Page } from '@playwright/test';

/**
 * Holds the site's main bundle back until the returned function is called: the page stays as the
 * server rendered it, before its script runs (the bundles are requested after the first paint,
 * config/ssrTemplate.ts), so a test can click or press keys then. Navigate with
 * `waitUntil: 'domcontentloaded'`: a bundle requested before the load event holds that event back.
 */
export async function holdMainBundle(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
