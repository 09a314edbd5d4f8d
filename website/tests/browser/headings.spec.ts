import { test, expect } from '../support/fixtures';

const tutorial = 'docs/intro/getting-started';

test('the table of contents holds exactly the h2 and h3 headings', async ({ page }) => {
  await page.goto(tutorial);
  const tocTargets = await page
    .locator('.theme-doc-toc-desktop a.table-of-contents__link')
    .evaluateAll((links) =>
      links.map((link) => decodeURIComponent(link.getAttribute('href') ?? '')),
    );
  expect(tocTargets.length).toBeGreaterThan(3);
  const headings = await page
    .locator('article .markdown')
    .first()
    .evaluate((root) =>
      [...root.querySelectorAll('h2[id], h3[id], h4[id], h5[id], h6[id]')]
        .filter((heading) => !heading.closest('.tabs-container [hidden]'))
        .map((heading) => ({ level: heading.tagName, id: heading.id })),
    );
  const expected = headings
    .filter((h) => h.level === 'H2' || h.level === 'H3')
    .map((h) => `#${h.id}`);
  expect(tocTargets).toEqual(expected);
});

test('every heading below h1 has a "Direct link to ..." anchor', async ({ page }) => {
  await page.goto(tutorial);
  const anchors = await page
    .locator('article .markdown')
    .first()
    .evaluate((root) =>
      [...root.querySelectorAll('h2, h3, h4')].map((heading) => {
        const link = heading.querySelector('a.hash-link');
        return {
          text: heading.textContent?.replace(/\u200b/g, '').trim(),
          title: link?.getAttribute('title'),
          href: link?.getAttribute('href'),
          id: heading.id,
        };
      }),
    );
  expect(anchors.length).toBeGreaterThan(3);
  for (const anchor of anchors) {
    expect(anchor.title).toBe(`Direct link to ${anchor.text}`);
    expect(anchor.href).toBe(`#${anchor.id}`);
  }
  await expect(page.locator('article h1 a.hash-link')).toHaveCount(0);
});
