import { createRequire } from 'node:module';
import type { Plugin } from '@docusaurus/types';
import { tokenCss } from './tokenCss';

// Code blocks highlighted at build time (remarkStaticCode.ts, which the docs and the blog run) and
// coloured by CSS (tokenCss.ts, inlined in each page's head: about 0.6 kB gzip, no request).
// The theme still registers Prism and its extra languages in every page's main bundle through a
// client module; no page needs them any more, so that module is resolved to an empty one. The
// assistant, which highlights answers in the browser, loads Prism with its own chunk.
export { default as remarkStaticCode } from './remarkStaticCode';

const require = createRequire(import.meta.url);
const themePrismModule = require
  .resolve('@docusaurus/theme-classic/lib/prism-include-languages')
  .replace(/\.js$/, '');

export default function staticCodePlugin(): Plugin<unknown> {
  return {
    name: 'static-code',
    configureWebpack() {
      return { resolve: { alias: { [`${themePrismModule}$`]: false } } };
    },
    injectHtmlTags() {
      return { headTags: [{ tagName: 'style', innerHTML: tokenCss() }] };
    },
  };
}
