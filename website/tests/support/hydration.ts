import type { Page } from '@playwright/test';

/**
 * Until React has hydrated the page, links are followed by the browser (a full page load, no
 * progress bar, no prefetch) and buttons wait (config/ssrTemplate.ts). A quiet network does not
 * mean hydrated: the bundles arrive after the first paint and hydrate in a transition, which a
 * busy machine stretches. Docusaurus marks the end with html[data-has-hydrated].
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
}
