import { test, expect } from '../../support/fixtures';
import { optionTarget, searchButton, searchDialog } from '../../support/search';

// What a reader sees for real queries: the right page first, grouped by page, terms marked.

const base = '/bevel-operator-fabric/';
const firstPageFor: [string, string][] = [
  ['renew certificates', 'docs/operator-guide/renew-certificates'],
  ['--statedb=couchdb', 'docs/operator-guide/state-db'],
  ['hashicrop vault', 'docs/user-guide/hashicorp-vault'],
  ['kubectl hlf ca revoke', 'docs/security/revoke-identities'],
  ['ExecuteQuery not supported for leveldb', 'docs/operator-guide/state-db'],
  ['tolerations', 'docs/operator-guide/configuration'],
  // Two neighbouring letters swapped: one slip to the reader, two to the typo rule.
  ['revkoe', 'docs/security/revoke-identities'],
];

for (const [query, expected] of firstPageFor) {
  test(`"${query}" shows ${expected} first`, async ({ page }) => {
    await page.goto('');
    await searchButton(page).click();
    const { input, options } = searchDialog(page);
    await input.fill(query);
    await expect(options.first()).toBeVisible();
    expect((await optionTarget(page)).split('#')[0]).toBe(`${base}${expected}`);
  });
}

test('results are grouped by page, each section with its title, snippet and marked terms', async ({
  page,
}) => {
  await page.goto('');
  await searchButton(page).click();
  const { dialog, input, options, summary } = searchDialog(page);
  await input.fill('renew cert');
  await expect(options.first()).toBeVisible();
  const groups = dialog.getByRole('listbox').getByRole('group');
  await expect(groups.first()).toHaveAttribute(
    'aria-label',
    'Renewing peer and orderer certificates',
  );
  expect(await groups.count()).toBeGreaterThan(1);
  // No page is listed twice: its sections sit together under it.
  const labels = await groups.evaluateAll((nodes) =>
    nodes.map((node) => node.getAttribute('aria-label')),
  );
  expect(new Set(labels).size).toBe(labels.length);
  await expect(options.first().locator('mark').first()).toHaveText(/^(renew|cert)/i);
  // Each option links to a heading anchor on its page.
  expect(await optionTarget(page)).toMatch(
    /^\/bevel-operator-fabric\/docs\/operator-guide\/renew-certificates#[a-z0-9-]+$/,
  );
  await expect(summary).toHaveText(/^\d+ results in \d+ms(; the best \d+ listed)?$/);
});

test('a broad query says how many of its results are listed', async ({ page }) => {
  await page.goto('');
  await searchButton(page).click();
  const { dialog, input, options } = searchDialog(page);
  await input.fill('peer');
  await expect(options.first()).toBeVisible();
  const summary = dialog.getByRole('status');
  await expect(summary).toHaveText(/; the best \d+ listed$/);
  const [, total, listed] = (await summary.textContent())!.match(
    /^(\d+) results in .*the best (\d+)/,
  )!;
  expect(Number(total)).toBeGreaterThan(Number(listed));
  expect(await options.count()).toBe(Number(listed));
  // A query whose every result is listed does not say so.
  await input.fill('snapshot');
  await expect(summary).toHaveText(/^\d+ results? in \d+ms$/);
});

test('typed markup is shown as text, never run or rendered', async ({ page }) => {
  await page.goto('');
  await searchButton(page).click();
  const { dialog, input, options } = searchDialog(page);
  // Markup around a word that matches: the results show, the markup is inert.
  await input.fill('<img src=x onerror="window.__xss=1">couchdb');
  await expect(options.first()).toBeVisible();
  // Markup around a word that matches nothing: it is echoed as text.
  const markup = '<svg onload="qqzx">';
  await input.fill(markup);
  await expect(dialog.getByText('No results for')).toBeVisible();
  await expect(dialog.locator('q')).toHaveText(markup);
  expect(await dialog.locator('img, svg[onload]').count()).toBe(0);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
});

test('facet tabs count results by category and filter them', async ({ page }) => {
  await page.goto('');
  await searchButton(page).click();
  const { dialog, input, options } = searchDialog(page);
  await input.fill('vault');
  await expect(options.first()).toBeVisible();
  const tab = (name: string) => dialog.getByRole('tab', { name: new RegExp(`^${name} \\d+$`) });
  const count = async (name: string) => Number((await tab(name).textContent())!.match(/\d+$/)![0]);
  await expect(tab('All')).toHaveAttribute('aria-selected', 'true');
  const [all, docs, blog] = [await count('All'), await count('Docs'), await count('Blog')];
  expect(docs).toBeGreaterThan(0);
  expect(blog).toBeGreaterThan(0);
  expect(all).toBe(docs + blog);

  await tab('Blog').click();
  await expect(tab('Blog')).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('status')).toHaveText(new RegExp(`^${blog} results? in`));
  const hrefs = await options.evaluateAll((links) =>
    links.map((link) => link.getAttribute('href')),
  );
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs.every((href) => href?.startsWith('/bevel-operator-fabric/blog/'))).toBe(true);

  // Arrow keys move between the tabs, as the tabs pattern expects.
  await page.keyboard.press('ArrowRight');
  await expect(tab('All')).toBeFocused();
  await expect(tab('All')).toHaveAttribute('aria-selected', 'true');
  const docsOnly = dialog.getByRole('tab', { name: /^Docs/ });
  await docsOnly.click();
  const docHrefs = await options.evaluateAll((links) =>
    links.map((link) => link.getAttribute('href')),
  );
  expect(docHrefs.every((href) => href?.startsWith('/bevel-operator-fabric/docs/'))).toBe(true);
});

test('the empty box suggests queries, and a query with no result says what to try', async ({
  page,
}) => {
  await page.goto('');
  await searchButton(page).click();
  const { dialog, input, options } = searchDialog(page);
  await dialog.getByRole('button', { name: 'couchdb' }).click();
  await expect(input).toHaveValue('couchdb');
  await expect(input).toBeFocused();
  await expect(options.first()).toBeVisible();

  await input.fill('qqzzxv');
  await expect(dialog.getByText('No results for')).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText(/^0 results in \d+ms$/);
  await expect(dialog.getByRole('link', { name: 'docs' })).toHaveAttribute(
    'href',
    '/bevel-operator-fabric/docs/',
  );
  await expect(input).toHaveAttribute('aria-expanded', 'false');
});
