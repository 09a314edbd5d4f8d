import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';

// Docusaurus's Link prefetches a page's code when the link scrolls into view, from an
// IntersectionObserver of its own. After hydration every link on screen (the sidebar, the
// navbar, the pager) reports in the same task, and their prefetches together made a long task of
// 60 to 70 ms at Lighthouse's 4x CPU slowdown. The client module gives each prefetch a task of its
// own; the same pages are prefetched.
export default function prefetchOnePerTaskPlugin(): Plugin<unknown> {
  return {
    name: 'prefetch-one-per-task',
    getClientModules() {
      return [fileURLToPath(new URL('./client.ts', import.meta.url))];
    },
  };
}
