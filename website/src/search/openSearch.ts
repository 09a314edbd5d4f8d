// Lets any part of the site (the not-found page) open the navbar's search dialog, without a
// React context around the whole layout: the SearchBar listens for this window event.
export const OPEN_SEARCH_EVENT = 'hlf-docs:open-search';

export interface OpenSearchDetail {
  /** Text to put in the search box. */
  query: string;
}

export function openSearch(query = ''): void {
  window.dispatchEvent(new CustomEvent<OpenSearchDetail>(OPEN_SEARCH_EVENT, { detail: { query } }));
}

/** Words of a path worth searching for: `/docs/operator-guide/renew-certs.html` → `renew certs`. */
export function queryFromPath(pathname: string, baseUrl: string): string {
  const last = pathname.slice(baseUrl.length).split('/').filter(Boolean).pop() ?? '';
  let decoded = last;
  try {
    decoded = decodeURIComponent(last);
  } catch {
    // An undecodable path segment: search for it as it is.
  }
  return decoded
    .replace(/\.html?$/, '')
    .replace(/[-_.+]+/g, ' ')
    .trim();
}
