import {
  useActivePluginAndVersion,
  useDocsPreferredVersion,
  useVersions,
} from '@docusaurus/plugin-content-docs/client';
import { chooseSearchVersion } from './searchVersion';

/** The docs version to filter search results by, from the page being read and the reader's choice. */
export function useSearchVersion(): string {
  const versions = useVersions(undefined);
  const active = useActivePluginAndVersion()?.activeVersion;
  const { preferredVersion } = useDocsPreferredVersion();
  return chooseSearchVersion({ versions, active, preferred: preferredVersion });
}
