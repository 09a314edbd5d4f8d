import { test, expect } from '../support/fixtures';
import { docPath, sidebarDocIds } from '../support/site';

// Every page must read on a 375 px phone in dark mode: nothing wider than the screen, wide tables
// scroll inside their own region, diagrams shrink to the column.
test.use({ viewport: { width: 375, height: 740 } });

for (const id of sidebarDocIds()) {
  test(`${id} fits a 375 px phone in dark mode`, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.goto(docPath(id));
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    for (const placeholder of await page.getByRole('img', { name: 'Diagram (loading)' }).all()) {
      await placeholder.scrollIntoViewIfNeeded();
    }
    const diagrams = page.locator('.docusaurus-mermaid-container svg');
    await expect(page.getByRole('img', { name: 'Diagram (loading)' })).toHaveCount(0);
    for (const diagram of await diagrams.all()) {
      await expect(diagram).toBeVisible({ timeout: 15_000 });
    }

    const layout = await page.evaluate(() => {
      const article = document.querySelector('article')!.getBoundingClientRect();
      return {
        pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        tablesOutsideRegions: [...document.querySelectorAll('article table')].filter(
          (table) => !table.parentElement?.matches('[role="region"][tabindex="0"]'),
        ).length,
        // A diagram wider than the column must sit in a focusable region that scrolls.
        diagramsOverflowing: [
          ...document.querySelectorAll('.docusaurus-mermaid-container svg'),
        ].filter(
          (svg) =>
            svg.getBoundingClientRect().width > article.width + 1 &&
            !svg.closest('[role="region"][tabindex="0"]'),
        ).length,
      };
    });
    expect(layout.pageOverflow).toBeLessThanOrEqual(0);
    expect(layout.tablesOutsideRegions).toBe(0);
    expect(layout.diagramsOverflowing).toBe(0);
  });
}
