import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The committed cache of rendered diagrams: one SVG file per diagram and colour variant, named by
// its key (variants.ts). The build reads it and never needs a browser; `npm run diagrams -w website`
// fills it with the system Chromium and removes what no diagram uses any more.

export const cacheDir = join(__dirname, '..', '..', 'diagrams');

export function entryPath(key: string, dir = cacheDir): string {
  return join(dir, `${key}.svg`);
}

/** The rendered SVG of a key, or undefined when it has not been rendered. */
export function readEntry(key: string, dir = cacheDir): string | undefined {
  const path = entryPath(key, dir);
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}

/** The keys of every entry in the cache. */
export function cachedKeys(dir = cacheDir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => /^[0-9a-f]{64}\.svg$/.test(name))
    .map((name) => name.slice(0, -'.svg'.length));
}
