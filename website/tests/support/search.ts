import type { Page, Request } from '@playwright/test';

/** Requests for the search index file made by a page, as they happen. */
export function watchIndexRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (/\/search-index\.[0-9a-f]{10}\.json\.gz$/.test(new URL(request.url()).pathname))
      requests.push(request);
  });
  return requests;
}

/** The navbar's search button. */
export const searchButton = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search' });

/** The open search dialog and its parts. */
export function searchDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
  return {
    dialog,
    input: dialog.getByRole('combobox', { name: 'Search' }),
    options: dialog.getByRole('listbox', { name: 'Search results' }).getByRole('option'),
    summary: dialog.getByRole('status'),
  };
}

/** Path and hash of an option's link, as the reader would land on it. */
export async function optionTarget(page: Page, index = 0): Promise<string> {
  const href = await searchDialog(page).options.nth(index).getAttribute('href');
  if (!href) throw new Error(`result ${index} has no link`);
  return href;
}
