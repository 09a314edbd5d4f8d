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
