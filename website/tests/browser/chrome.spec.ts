import { test, expect } from '../support/fixtures';

const repository = 'https://github.com/hyperledger-bevel/bevel-operator-fabric';

test('the navbar has the logo and title, Docs on the left and the repository on the right', async ({
  page,
}) => {
  await page.goto('');
  const navbar = page.getByRole('navigation', { name: 'Main' });
  const logo = navbar.locator('.navbar__brand img').first();
  await expect(logo).toHaveAttribute('alt', 'HLF Operator logo');
  // Drawn from the page itself (a data: URL), so it costs no request before the first paint.
  await expect(logo).toHaveAttribute('src', /^data:image\/svg\+xml,/);
  expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(navbar.locator('.navbar__brand')).toContainText('HLF Operator');
  const left = navbar.locator('.navbar__items:not(.navbar__items--right)');
  const right = navbar.locator('.navbar__items--right');
  await expect(left.getByRole('link', { name: 'Docs', exact: true })).toHaveAttribute(
    'href',
    '/bevel-operator-fabric/docs/',
  );
  await expect(right.getByRole('link', { name: 'GitHub' })).toHaveAttribute('href', repository);
  await expect(
    right.getByRole('button', { name: /dark mode|light mode|color mode/i }),
  ).toBeVisible();
});

test('the footer has exactly the three groups, a logo and the 2025 copyright', async ({ page }) => {
  await page.goto('docs/');
  const footer = page.locator('footer');
  const titles = footer.locator('.footer__title');
  await expect(titles).toHaveText(['Docs', 'Community', 'More']);
  const group = (title: string) =>
    footer
      .locator('.footer__col')
      .filter({ has: page.locator('.footer__title', { hasText: title }) });
  await expect(group('Docs').getByRole('link')).toHaveText(['Introduction', 'Kubectl Plugin']);
  await expect(group('Docs').getByRole('link', { name: 'Kubectl Plugin' })).toHaveAttribute(
    'href',
    '/bevel-operator-fabric/docs/kubectl-plugin/installation',
  );
  await expect(group('Community').getByRole('link', { name: /Stack Overflow/ })).toHaveAttribute(
    'href',
    'https://stackoverflow.com/questions/tagged/bevel-operator-fabric',
  );
  await expect(group('Community').getByRole('link', { name: /Issues/ })).toHaveAttribute(
    'href',
    `${repository}/issues`,
  );
  await expect(group('More').getByRole('link', { name: /GitHub/ })).toHaveAttribute(
    'href',
    repository,
  );
  await expect(footer.locator('.footer__logo')).toBeVisible();
  await expect(footer.locator('.footer__copyright')).toContainText('Copyright © 2025');
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('docs/intro/getting-started');
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  // Focus starts again at the main content: the next Tab lands inside <main>, past the navbar
  // and the sidebar.
  await page.keyboard.press('Tab');
  const place = await page.evaluate(() => ({
    inMain: !!document.activeElement?.closest('main'),
    inNavbar: !!document.activeElement?.closest('.navbar, .theme-doc-sidebar-container'),
  }));
  expect(place).toEqual({ inMain: true, inNavbar: false });
});

test('the docs sidebar cannot be hidden', async ({ page }) => {
  await page.goto('docs/');
  await expect(page.locator('nav[aria-label="Docs sidebar"]')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toHaveCount(0);
});
