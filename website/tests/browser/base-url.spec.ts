import { join } from 'node:path';
import { test, expect } from '../support/fixtures';
import { startStaticServer } from '../support/staticServer';

const buildDir = join(__dirname, '..', '..', 'build');

test.describe('a build served under the wrong base URL', () => {
  // Its bundles are not found, so the page never hydrates.
  test.use({ expectedConsoleErrors: [/status of 404/], waitForHydration: false });

  test('shows the base-URL warning banner', async ({ page }) => {
    // A fork that published the build at the server root instead of under its base path.
    const server = await startStaticServer({ root: buildDir, basePath: '/' });
    try {
      await page.goto(server.url);
      const banner = page.locator('#__docusaurus-base-url-issue-banner');
      await expect(banner).toBeVisible();
      await expect(banner).toContainText('/bevel-operator-fabric/');
    } finally {
      await server.close();
    }
  });
});

test('a build served under its base URL shows no warning banner', async ({ page }) => {
  await page.goto('');
  await page.waitForLoadState('networkidle');
  // Docusaurus's check runs at DOMContentLoaded, before our bundles (requested after the first
  // paint, config/ssrTemplate.ts) have run, so it adds its banner to every home page load; the
  // site's stylesheet hides it, and only a build whose CSS did not load either shows it (above).
  await expect(page.locator('#__docusaurus-base-url-issue-banner')).toBeHidden();
  await expect(page.getByText('did not load properly')).toBeHidden();
});
