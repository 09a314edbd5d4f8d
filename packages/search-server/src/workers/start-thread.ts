import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * The URL of tsx's ESM register API, the entry its `import` condition names. Not
 * import.meta.resolve, which tsx lacks when it runs this file as CommonJS (the site's tests), and
 * not require.resolve, which picks the `require` entry: that one, imported in a thread, looks for
 * a file beside itself that does not exist.
 */
function tsxEsmApi(): string {
  const require = createRequire(import.meta.url);
  const manifestPath = require.resolve('tsx/package.json');
  const manifest = require(manifestPath) as {
    exports: Record<string, { import?: { default?: string } } | string>;
  };
  const entry = manifest.exports['./esm/api'];
  const file = typeof entry === 'object' ? entry.import?.default : undefined;
  if (!file) throw new Error('tsx/package.json names no import entry for ./esm/api');
  return new URL(file, pathToFileURL(manifestPath)).href;
}

/**
 * A thread running search-thread: its JavaScript once built; from source (the tests, the bench,
 * anything run under tsx) the thread first registers tsx itself, since a worker does not get the
 * `--import tsx` of its process.
 */
export function startThread(): Worker {
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./search-thread.js', import.meta.url));
  }
  const tsx = JSON.stringify(tsxEsmApi());
  const thread = JSON.stringify(new URL('./search-thread.ts', import.meta.url).href);
  return new Worker(
    `import(${tsx}).then((api) => { api.register(); return import(${thread}); });`,
    { eval: true },
  );
}
