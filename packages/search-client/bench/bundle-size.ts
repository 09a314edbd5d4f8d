// Gzip size of browser bundles of the client: a search-only import, and the whole client.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.resolve(PACKAGE_DIR, '../../bench/out/client.json');

const ENTRIES = {
  'search-only': `import { Transport, search } from './src/index.ts';
const transport = new Transport({ url: 'https://example.org', collectionID: 'docs', readAPIKey: 'k' });
search(transport, { term: 'peer' }).then(console.log);`,
  'collection-manager-search': `import { CollectionManager } from './src/index.ts';
new CollectionManager({ url: 'https://example.org', collectionID: 'docs', readAPIKey: 'k' })
  .search({ term: 'peer' }).then(console.log);`,
  'whole-client': `export * from './src/index.ts';`,
};

const results: Record<string, { minifiedBytes: number; gzipBytes: number }> = {};
for (const [name, contents] of Object.entries(ENTRIES)) {
  const bundle = await build({
    stdin: { contents, resolveDir: PACKAGE_DIR, loader: 'ts', sourcefile: `${name}.ts` },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
  });
  const bytes = bundle.outputFiles[0]!.contents;
  results[name] = { minifiedBytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
}
await mkdir(path.dirname(OUT), { recursive: true });
const report = {
  bundler: 'esbuild (minified, esm, browser)',
  measuredAt: new Date().toISOString(),
  results,
};
await writeFile(OUT, `${JSON.stringify(report, null, 2)}\n`);
console.log(JSON.stringify(report, null, 2));
