import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every page a reader lands on, from the build's sitemap: the landing page, every docs page and
 * the blog (its index and its posts; not the tag, author and archive lists). Paths relative to
 * the base URL ('' is the landing page).
 */
export function sitePages(buildDir: string): string[] {
  const sitemap = readFileSync(join(buildDir, 'sitemap.xml'), 'utf8');
  const paths = [...sitemap.matchAll(/<loc>[^<]*?\/bevel-operator-fabric\/([^<]*)<\/loc>/g)].map(
    (match) => match[1]!,
  );
  return paths.filter((path) => !/^blog\/(tags|authors|archive|page)\b/.test(path));
}
