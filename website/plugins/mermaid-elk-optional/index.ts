import type { Plugin } from '@docusaurus/types';

// The Mermaid theme imports the optional ELK layout package behind a build-time flag. Rspack drops
// the dead import, webpack still tries to resolve it and fails when the package is not installed
// (we do not use ELK layouts). Resolving it to an empty module keeps the webpack build working.
export default function mermaidElkOptionalPlugin(): Plugin<unknown> {
  return {
    name: 'mermaid-elk-optional',
    configureWebpack() {
      return { resolve: { alias: { '@mermaid-js/layout-elk': false } } };
    },
  };
}
