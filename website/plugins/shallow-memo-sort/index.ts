import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';

// The theme's useShallowMemoObject (theme-common's utils/reactUtils) orders an object's keys with
// String#localeCompare. Its first call in a page builds the ICU collator: about 30 ms at Lighthouse's
// 4x CPU slowdown, inside the render that follows hydration on a phone-sized screen (the docs
// sidebar moves into the navbar's menu), which made that render a long task. Prop names need an
// order, not a language's collation, so the module resolves to ours: the same exports, with the
// keys compared by code unit.
const require = createRequire(import.meta.url);
// The package exports only its entry points: find the file beside its main module (lib/index.js).
const themeReactUtils = join(
  dirname(require.resolve('@docusaurus/theme-common')),
  'utils',
  'reactUtils',
);

/**
 * The specifier our module (reactUtils.ts, typed in original.d.ts) imports the theme's own exports
 * by: the alias of the theme's path does not match it.
 */
const ORIGINAL_REACT_UTILS = '@hlf-docs/theme-react-utils-original';

export default function shallowMemoSortPlugin(): Plugin<unknown> {
  return {
    name: 'shallow-memo-sort',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            [`${themeReactUtils}$`]: fileURLToPath(new URL('./reactUtils.ts', import.meta.url)),
            [`${ORIGINAL_REACT_UTILS}$`]: `${themeReactUtils}.js`,
          },
        },
      };
    },
  };
}
