import { test, expect } from '../support/fixtures';

test('a diagram below the fold loads Mermaid only when scrolled near, then renders', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('docs/intro/getting-started');
  await page.waitForLoadState('networkidle');
  const placeholder = page.getByRole('img', { name: 'Diagram (loading)' }).first();
  await expect(placeholder).toBeAttached();
  await expect(page.locator('.docusaurus-mermaid-container svg')).toHaveCount(0);

  await placeholder.scrollIntoViewIfNeeded();
  const diagram = page.locator('.docusaurus-mermaid-container svg').first();
  await expect(diagram).toBeVisible({ timeout: 15_000 });
  const box = await diagram.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(375);
});

test('the page loads no Mermaid code before a diagram is near the screen', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text());
  });
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('docs/intro/getting-started');
  await page.waitForLoadState('networkidle');
  expect(scripts.some((source) => source.includes('mermaidAPI'))).toBe(false);
  await page.getByRole('img', { name: 'Diagram (loading)' }).first().scrollIntoViewIfNeeded();
  await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible({
    timeout: 15_000,
  });
  expect(scripts.some((source) => source.includes('mermaidAPI'))).toBe(true);
});
