// Stands in for @docusaurus/theme-common's utils/reactUtils (see index.ts): its exports, with a
// useShallowMemoObject that orders keys without building a collator.
import { useMemo } from 'react';

export {
  composeProviders,
  ReactContextError,
  useEvent,
  usePrevious,
} from '@hlf-docs/theme-react-utils-original';

const byKey = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The same object as at the previous render while its keys and values are the same (compared
 * shallowly, in key order so that the order they were written in does not matter).
 */
export function useShallowMemoObject<O extends object>(object: O): O {
  const deps = Object.entries(object).sort(byKey).flat();
  // The sorted entries are the dependencies, as in the theme's own version.
  return useMemo(() => object, deps);
}
