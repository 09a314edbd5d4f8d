import { Worker } from 'node:worker_threads';

/**
 * A thread running search-thread: its JavaScript once built; from source (the tests, the bench,
 * anything run under tsx) the thread first registers tsx itself, since a worker does not get the
 * `--import tsx` of its process.
 */
export function startThread(): Worker {
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./search-thread.js', import.meta.url));
  }
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const thread = JSON.stringify(new URL('./search-thread.ts', import.meta.url).href);
  return new Worker(
    `import(${tsx}).then((api) => { api.register(); return import(${thread}); });`,
    { eval: true },
  );
}
