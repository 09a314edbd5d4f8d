import { test, expect } from '../support/fixtures';

// A page's text reaches the screen before any of its JavaScript is even requested
// (config/ssrTemplate.ts): the bundles are asked for once the first contentful paint is reported.

for (const path of ['', 'docs/intro/getting-started', 'docs/operator-guide/state-db']) {
  test(`"${path || 'landing'}": no script is requested before the first contentful paint`, async ({
    page,
  }) => {
    await page.goto(path);
    const timings = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
        .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
    }));
    expect(timings.paint).toBeDefined();
    expect(timings.scripts.length).toBeGreaterThan(0);
    for (const script of timings.scripts) {
      expect(script.startTime, script.name).toBeGreaterThanOrEqual(timings.paint!);
    }
  });
}

// The first frame is the whole page (config/ssrTemplate.ts, `rel=expect` with `blocking=render`):
// a long page is not painted first as a navbar over an empty article. Animation frames run only
// when the page may render, so the first one sees what the first paint shows. A slowed-down CPU
// (as Lighthouse's mobile preset simulates) is where the parser yields early.
for (const path of ['docs/operator-guide/state-db', 'docs/intro/getting-started']) {
  test(`"${path}": the first frame shows the article and the footer, at 4x CPU slowdown`, async ({
    page,
  }) => {
    const session = await page.context().newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        (window as unknown as { firstFrame: unknown }).firstFrame = {
          paragraphs: document.querySelectorAll('article p').length,
          footer: document.querySelector('footer') !== null,
        };
      });
    });
    await page.goto(path);
    const paragraphs = await page.locator('article p').count();
    const firstFrame = await page.evaluate(
      () => (window as unknown as { firstFrame: unknown }).firstFrame,
    );
    expect(firstFrame).toEqual({ paragraphs, footer: true });
    await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });
}
