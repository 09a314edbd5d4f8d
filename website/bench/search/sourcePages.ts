import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SourcePage } from '../../plugins/search-index/collectPages';

// The search bench needs the same pages the index plugin sees, outside a Docusaurus run. Every
// build or dev start leaves each page's metadata in `.docusaurus/`, which is read here.

interface DocMetadata {
  source: string;
  title: string;
  permalink: string;
  version?: string;
  unlisted?: boolean;
  draft?: boolean;
}

async function metadataFiles(dir: string): Promise<DocMetadata[]> {
  const names = (await readdir(dir)).filter((name) => /^site-.*\.json$/.test(name));
  return Promise.all(
    names.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as DocMetadata),
  );
}

/** The site's docs pages and blog posts, as the index plugin would collect them. */
export async function sourcePages(siteDir: string): Promise<SourcePage[]> {
  const generated = join(siteDir, '.docusaurus');
  const docs = await metadataFiles(join(generated, 'docusaurus-plugin-content-docs', 'default'));
  const posts = await metadataFiles(join(generated, 'docusaurus-plugin-content-blog', 'default'));
  if (docs.length === 0) throw new Error(`No docs metadata in ${generated}: build the site first`);
  const page = (meta: DocMetadata, category: SourcePage['category']): SourcePage => ({
    file: meta.source.replace(/^@site/, siteDir),
    title: meta.title,
    permalink: meta.permalink,
    version: meta.version ?? 'current',
    category,
    listed: !meta.unlisted && !meta.draft,
  });
  return [
    ...docs.map((meta) => page(meta, 'default')),
    ...posts.map((meta) => page(meta, 'blog')),
  ].sort((a, b) => a.permalink.localeCompare(b.permalink));
}
