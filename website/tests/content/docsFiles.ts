import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const websiteDir = join(__dirname, '..', '..');
export const docsDir = join(websiteDir, 'docs');
export const blogDir = join(websiteDir, 'blog');

export interface SourcePage {
  /** Path relative to its content folder, e.g. `intro/getting-started.mdx`. */
  file: string;
  /** Doc id as Docusaurus derives it from the path (no `id` front matter is used on this site). */
  id: string;
  text: string;
}

/** Every file under `dir` whose name matches `name` (Markdown pages by default). */
export function walk(dir: string, name = /\.mdx?$/): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? walk(join(dir, entry.name), name)
      : name.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

export function sourcePages(root: string): SourcePage[] {
  return walk(root).map((path) => {
    const file = relative(root, path);
    return { file, id: file.replace(/\.mdx?$/, ''), text: readFileSync(path, 'utf8') };
  });
}

/** Every docs page and blog post, each named by its path under `website/` (`docs/...`, `blog/...`). */
export function contentPages(): SourcePage[] {
  return [
    ...sourcePages(docsDir).map((page) => ({ ...page, file: `docs/${page.file}` })),
    ...sourcePages(blogDir).map((page) => ({ ...page, file: `blog/${page.file}` })),
  ];
}
