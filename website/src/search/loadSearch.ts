import { loadLocalIndex } from '@hlf-docs/search-client';
import { SectionSearch } from './engine';
import { decodeSearchIndex } from './indexFormat';

let pending: { url: string; promise: Promise<SectionSearch> } | undefined;

/**
 * Downloads the site's search index, checks it and indexes it in the page, once per page view:
 * every caller shares the same promise. A failed load is forgotten, so that "Retry" downloads
 * again. Download errors read `HTTP error {status}: {body}`; every failure is logged as
 * `Cannot load search index.`.
 */
export function loadSearch(url: string): Promise<SectionSearch> {
  if (pending?.url === url) return pending.promise;
  const promise = loadLocalIndex(url).then((data) => {
    try {
      return new SectionSearch(decodeSearchIndex(data));
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
