import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { SearchMode } from '@site/config/searchMode';

export type CloudSearchConfig = Extract<SearchMode, { mode: 'cloud' }>;

/** The search mode the build chose (docusaurus.config.ts `customFields.search`). */
export function useSearchMode(): SearchMode {
  const { siteConfig } = useDocusaurusContext();
  return (siteConfig.customFields?.search as SearchMode | undefined) ?? { mode: 'local' };
}
