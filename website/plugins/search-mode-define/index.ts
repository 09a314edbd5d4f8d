import type { Plugin } from '@docusaurus/types';
import type { SearchMode } from '../../config/searchMode';

// The assistant exists only in cloud mode, and a local build must not carry a byte of it: not the
// Ctrl/Cmd+I handler, nor the loader of the panel's chunk (whose mere `import()` lists the chunk in
// the runtime). The code tests HLF_CLOUD_SEARCH (src/cloudSearchBuild.d.ts), which the bundler
// replaces by the build's value while it parses: a dead branch's imports then count as unused, and
// the assistant's modules, declared free of side effects on import, are left out of the bundle.
const ASSISTANT_MODULES = /[\\/]src[\\/]assistant[\\/]/;

export default function searchModeDefinePlugin(search: SearchMode): () => Plugin<unknown> {
  return () => ({
    name: 'search-mode-define',
    configureWebpack(_config, _isServer, { currentBundler }) {
      const { DefinePlugin } = currentBundler.instance;
      return {
        plugins: [new DefinePlugin({ HLF_CLOUD_SEARCH: JSON.stringify(search.mode === 'cloud') })],
        module: { rules: [{ test: ASSISTANT_MODULES, sideEffects: false }] },
      };
    },
  });
}
