import { useSearchMode } from '@site/src/search/useSearchMode';
import type { Facet } from './FacetTabs';
import { useCloudResults } from './useCloudResults';
import type { Results } from './useResults';
import { useResults } from './useResults';
import type { EngineState } from './useSearchEngine';
import { useSearchEngine } from './useSearchEngine';

export interface SearchResults {
  /** The local index's loading state; in cloud mode, ready while the service answers. */
  state: EngineState | { status: 'service' };
  results: Results | undefined;
  /** A query is on its way to the service and nothing is shown for it yet. */
  searching: boolean;
  /** Set when the service failed and the results come from the site's own index instead. */
  fallback: string | undefined;
  retry(): void;
}

/**
 * Results from the build's chosen source: the service in cloud mode, the page's own index in local
 * mode. When the service cannot be reached or answers an error, the dialog falls back to the
 * local index (which the build writes in both modes), so the reader always gets results.
 */
export function useSearchResults(
  indexUrl: string,
  query: string,
  version: string,
  facet: Facet,
): SearchResults {
  const mode = useSearchMode();
  const cloudConfig = mode.mode === 'cloud' ? mode : undefined;
  const cloud = useCloudResults(cloudConfig, query, version, facet);
  const useService = cloudConfig !== undefined && cloud.failure === undefined;
  const { state, retry } = useSearchEngine(useService ? undefined : indexUrl);
  const local = useResults(
    state.status === 'ready' ? state.engine : undefined,
    query,
    version,
    facet,
  );
  if (useService) {
    return {
      state: { status: 'service' },
      results: cloud.results,
      searching: cloud.results === undefined && query.trim() !== '',
      fallback: undefined,
      retry,
    };
  }
  return { state, results: local, searching: false, fallback: cloud.failure, retry };
}
