import { test, expect } from '../support/fixtures';
import { allDocIds, docPath } from '../support/site';

// Every page must read on a 375 px phone in dark mode: nothing wider than the screen, wide tables
// and diagrams scroll inside their own region, drawings shrink to the column, and every drawing has
// a text alternative.
test.use({ viewport: { width: 375, height: 740 } });

for (const id of allDocIds()) {
  test(`${id} fits a 375 px phone in dark mode`, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.goto(docPath(id));
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    // Diagrams arrive drawn in the HTML: in dark mode each shows its dark drawing.
    const diagrams = page.locator('[data-variant="dark"] > svg');
    for (const diagram of await diagrams.all()) {
      await diagram.scrollIntoViewIfNeeded();
      await expect(diagram).toBeVisible();
    }

    const drawings = page.locator('article img');
    for (const drawing of await drawings.all()) {
      await drawing.scrollIntoViewIfNeeded();
      await expect(drawing).toBeVisible();
      await expect(drawing).toHaveAttribute('alt', /\S{3,}/);
      // Drawings load lazily: wait until this one has arrived and decoded.
      await expect
        .poll(() =>
          drawing.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        )
        .toBe(true);
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
        drawingsOverflowing: [...document.querySelectorAll('article img')].filter(
          (img) => img.getBoundingClientRect().width > article.width + 1,
        ).length,
      };
    });
    expect(layout.pageOverflow).toBeLessThanOrEqual(0);
    expect(layout.tablesOutsideRegions).toBe(0);
    expect(layout.diagramsOverflowing).toBe(0);
    expect(layout.drawingsOverflowing).toBe(0);
  });
}
