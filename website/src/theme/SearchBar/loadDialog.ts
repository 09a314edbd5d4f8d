// The search dialog is loaded by hand rather than with React.lazy: React 19 holds back what a
// Suspense boundary reveals for up to 300 ms after its fallback appears, twice the 150 ms we
// allow from the shortcut to the first result (it made the first result take 420 ms).

import type * as SearchDialogExports from '@site/src/components/SearchDialog';

export type SearchDialogModule = typeof SearchDialogExports;

let loading: Promise<SearchDialogModule> | undefined;

/** The dialog's script, downloaded once; a failed download is forgotten so a later intent retries. */
export function loadSearchDialog(): Promise<SearchDialogModule> {
  if (!loading) {
    const attempt = import('@site/src/components/SearchDialog');
    loading = attempt;
    attempt.catch(() => {
      if (loading === attempt) loading = undefined;
    });
  }
  return loading;
}

/**
 * Starts downloading the dialog and, at the same time, the index file (not after the dialog's
 * script has run): the dialog hands the response to the search engine. Errors surface when the
 * dialog opens. Without `indexUrl` (cloud mode) only the dialog is downloaded.
 */
export function prepareSearch(indexUrl: string | undefined): void {
  if (indexUrl === undefined) {
    loadSearchDialog().catch(() => undefined);
    return;
  }
  // The same time limit as the client's loadLocalIndex, which would otherwise set it.
  const indexResponse = fetch(indexUrl, { signal: AbortSignal.timeout(30_000) });
  // Handled here so that a failure is not reported as unhandled if the dialog never loads; the
  // engine still sees the rejection through the promise itself.
  indexResponse.catch(() => undefined);
  loadSearchDialog()
    .then(({ preloadSearch }) => preloadSearch(indexUrl, indexResponse))
    .catch(() => undefined);
}
