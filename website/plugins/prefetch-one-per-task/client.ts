// Each prefetch of a route runs in a task of its own (see index.ts for why).
import type { ClientModule } from '@docusaurus/types';

type Prefetch = Window['docusaurus']['prefetch'];

const wrapped = new WeakSet<Prefetch>();

/** The next task in which the browser has nothing better to do (a plain task where it cannot say). */
const inOwnTask = (work: () => void): void => {
  setTimeout(work, 0);
};

function prefetchOnePerTask(prefetch: Prefetch): Prefetch {
  const eachInOwnTask: Prefetch = (url) =>
    new Promise<void[]>((resolve) => {
      inOwnTask(() => {
        // `false`: already prefetched, or the connection is slow or saving data.
        const started = prefetch(url);
        resolve(started === false ? [] : started);
      });
    });
  wrapped.add(eachInOwnTask);
  return eachInOwnTask;
}

const clientModule: ClientModule = {
  // The first call comes in the commit of hydration, before any link's observer reports; the
  // client modules themselves run before Docusaurus creates window.docusaurus.
  onRouteDidUpdate() {
    const { docusaurus } = window;
    // The object is frozen; the global it is held in is not.
    if (docusaurus && !wrapped.has(docusaurus.prefetch)) {
      window.docusaurus = { ...docusaurus, prefetch: prefetchOnePerTask(docusaurus.prefetch) };
    }
  },
};

export default clientModule;
