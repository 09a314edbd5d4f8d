// Each prefetch of a route runs in a task of its own (see index.ts for why).
import type { ClientModule } from '@docusaurus/types';

type Docusaurus = Window['docusaurus'];

/** The object this module put in place of Docusaurus's, once it has. */
let replacement: Docusaurus | undefined;

function prefetchingOnePerTask(docusaurus: Docusaurus): Docusaurus {
  const prefetch: Docusaurus['prefetch'] = (url) =>
    new Promise<void[]>((resolve) => {
      setTimeout(() => {
        // `false`: already prefetched, or the connection is slow or saving data.
        const started = docusaurus.prefetch(url);
        resolve(started === false ? [] : started);
      }, 0);
    });
  return { ...docusaurus, prefetch };
}

const clientModule: ClientModule = {
  // The first call comes in the commit of hydration, before any link's observer reports; the
  // client modules themselves run before Docusaurus creates window.docusaurus.
  onRouteDidUpdate() {
    // Docusaurus's object is frozen; the global it is held in is not.
    if (window.docusaurus && window.docusaurus !== replacement) {
      replacement = prefetchingOnePerTask(window.docusaurus);
      window.docusaurus = replacement;
    }
  },
};

export default clientModule;
