import { loadLocalIndex } from '@hlf-docs/search-client';
import { SectionSearch } from './engine';
import { decodeSearchIndex } from './indexFormat';

let pending: { url: string; promise: Promise<SectionSearch> } | undefined;

/** User Timing names: the stages show in the browser's performance panel and in the bench. */
export const SEARCH_MARKS = {
  start: 'hlf-search:start',
  downloaded: 'hlf-search:downloaded',
  decoded: 'hlf-search:decoded',
  ready: 'hlf-search:ready',
} as const;

/**
 * Downloads the site's search index, checks it and indexes it in the page, once per page view:
 * every caller shares the same promise. A failed load is forgotten, so that "Retry" downloads
 * again. `response` is a download of `url` already under way (started on intent, in parallel
 * with the dialog's script). Download errors read `HTTP error {status}: {body}`; every failure is
 * logged as `Cannot load search index.`.
 */
export function loadSearch(url: string, response?: Promise<Response>): Promise<SectionSearch> {
  if (pending?.url === url) return pending.promise;
  performance.mark(SEARCH_MARKS.start);
  const promise = loadLocalIndex(url, response ? { fetch: () => response } : {}).then((data) => {
    performance.mark(SEARCH_MARKS.downloaded);
    try {
      const entries = decodeSearchIndex(data);
      performance.mark(SEARCH_MARKS.decoded);
      const search = new SectionSearch(entries);
      performance.mark(SEARCH_MARKS.ready);
      return search;
    } catch (error) {
      // loadLocalIndex logs its own failures; a file that downloads but does not decode is ours.
      console.error('Cannot load search index.', error);
      throw error;
    }
  });
  pending = { url, promise };
  promise.catch(() => {
    if (pending?.promise === promise) pending = undefined;
  });
  return promise;
}
