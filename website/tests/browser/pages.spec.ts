import { test, expect } from '../support/fixtures';
import { allDocIds, docPath, sidebarDocIds } from '../support/site';

test('the landing page shows the title, the tagline, the way in and the newest posts', async ({
  page,
}) => {
  await page.goto('');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hyperledger Fabric Operator');
  await expect(
    page.getByText('Make deployments of Hyperledger Fabric on Kubernetes'),
  ).toBeVisible();
  const getStarted = page.getByRole('link', { name: 'Get started' });
  await expect(getStarted).toHaveAttribute(
    'href',
    '/bevel-operator-fabric/docs/intro/getting-started',
  );
  const posts = page.locator('section[aria-labelledby="recent-posts"] li');
  await expect(posts).toHaveCount(3);
  // Newest first.
  const dates = await posts
    .locator('time')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime') ?? ''));
  expect([...dates].sort().reverse()).toEqual(dates);
});

test('the docs index renders at docs/', async ({ page }) => {
  await page.goto('docs/');
  await expect(page.locator('article h1')).toHaveCount(1);
  await expect(page.locator('article h1')).not.toBeEmpty();
});

for (const id of allDocIds()) {
  test(`docs page ${id} renders with its h1`, async ({ page }) => {
    const response = await page.goto(docPath(id));
    expect(response?.status()).toBe(200);
    await expect(page.locator('article h1')).toHaveCount(1);
    await expect(page.locator('article h1')).not.toBeEmpty();
  });
}

test('the sidebar lists every page in the configured order', async ({ page }) => {
  // Opens every category one click at a time: 15 s on two idle cores, thrice the default budget.
  test.slow();
  await page.goto('docs/');
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  // Expand every collapsed category so all links are in the DOM.
  for (;;) {
    const collapsed = sidebar.locator('.menu__list-item--collapsed > div > .menu__link--sublist');
    if ((await collapsed.count()) === 0) break;
    await collapsed.first().click();
  }
  const hrefs = await sidebar
    .locator('a.menu__link:not(.menu__link--sublist)')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual(sidebarDocIds().map((id) => `/bevel-operator-fabric/${docPath(id)}`));
});

test.describe('unknown paths', () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test('show the not-found page with ways onward', async ({ page }) => {
    const response = await page.goto('docs/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    const onward = page.getByRole('navigation', { name: 'Ways onward' });
    await expect(onward.getByRole('link', { name: 'The documentation index' })).toHaveAttribute(
      'href',
      '/bevel-operator-fabric/docs/',
    );
    await expect(onward.getByRole('link', { name: 'The home page' })).toHaveAttribute(
      'href',
      '/bevel-operator-fabric/',
    );
  });
});

test.describe('paths ending in .html', () => {
  // The static host answers `x.html` with its 404 page (there is no such file); the page's head
  // script then sends the reader to the bare path.
  test.use({ expectedConsoleErrors: [/status of 404/] });

  const cases = [
    ['docs/kubectl-plugin/installation.html', 'docs/kubectl-plugin/installation'],
    ['docs/kubectl-plugin/installation/index.html', 'docs/kubectl-plugin/installation/'],
    ['index.html', ''],
  ] as const;
  for (const [from, to] of cases) {
    test(`${from} reaches the bare page`, async ({ page, baseURL }) => {
      await page.goto(`${from}?q=1#top`);
      await expect(page).toHaveURL(`${baseURL}${to}?q=1#top`);
      await expect(page.locator('h1').first()).toHaveText(
        to ? /install/i : 'Hyperledger Fabric Operator',
      );
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
    });
  }
});
