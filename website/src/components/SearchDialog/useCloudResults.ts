import { useEffect, useState } from 'react';
import type * as CloudSearchModule from '@site/src/search/cloud/cloudSearch';
import type { CloudSearch, CloudSearchResult } from '@site/src/search/cloud/cloudSearch';
import type { CloudSearchConfig } from '@site/src/search/useSearchMode';
import type { Facet } from './FacetTabs';
import type { Results } from './useResults';
import { shapeResults } from './useResults';

let loading: Promise<typeof CloudSearchModule> | undefined;

/** The cloud search module, downloaded once and only in cloud mode. */
function loadCloudSearch() {
  loading ??= import('@site/src/search/cloud/cloudSearch');
  loading.catch(() => (loading = undefined));
  return loading;
}

export interface CloudResults {
  /** Results of the latest answered query (kept while the next one is on its way). */
  results: Results | undefined;
  /** The service could not be reached or answered an error: the caller falls back. */
  failure: string | undefined;
}

/**
 * Searches through the service for the query as it is typed: each keystroke's request cancels
 * the one before, so only the newest query's answer is shown. `config` undefined: idle.
 */
export function useCloudResults(
  config: CloudSearchConfig | undefined,
  query: string,
  version: string,
  facet: Facet,
): CloudResults {
  const [cloud, setCloud] = useState<CloudSearch>();
  const [answer, setAnswer] = useState<{ query: string; result: CloudSearchResult }>();
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    if (!config) return;
    let current = true;
    loadCloudSearch().then(
      (module) => current && setCloud(module.createCloudSearch(config)),
      (error: unknown) =>
        current && setFailure(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      current = false;
    };
  }, [config]);

  useEffect(() => {
    if (!cloud || query.trim() === '') return;
    const controller = new AbortController();
    // Once the service has failed, each new query still tries it (the local index answers in
    // the meantime): the first answer it gives ends the fallback.
    cloud.search(query, version, controller.signal).then(
      (result) => {
        setAnswer({ query, result });
        setFailure(undefined);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setFailure(error instanceof Error ? error.message : String(error));
      },
    );
    return () => controller.abort();
  }, [cloud, query, version]);

  const results =
    answer && query.trim() !== ''
      ? shapeResults(answer.result.pages, answer.result.took, facet, answer.result.categoryCounts)
      : undefined;
  return { results, failure };
}
