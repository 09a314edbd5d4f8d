import type { LoadContext, Plugin } from '@docusaurus/types';
import { htmlSuffixRedirectScript } from './script';

// A link like `docs/x.html` or `docs/x/index.html` must reach the page `docs/x`. On a static host
// the first has no file (the 404 page answers) and both would hydrate React against HTML rendered
// for another path. A tiny script in <head> sends the reader to the bare path before anything
// renders; it touches no other URL.
export default function htmlSuffixRedirectPlugin(context: LoadContext): Plugin<unknown> {
  return {
    name: 'html-suffix-redirect',
    injectHtmlTags() {
      return {
        headTags: [{ tagName: 'script', innerHTML: htmlSuffixRedirectScript(context.baseUrl) }],
      };
    },
  };
}
