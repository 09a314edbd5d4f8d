import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Code, Root } from 'mdast';

// The ```mermaid blocks of the site, found the way the MDX compiler finds them: the same parser
// and syntax extensions (front matter, MDX, GFM, directives), so that a block inside a tab, a list
// or an admonition has exactly the `value` the remark plugin will look up. The render command and
// the content test both start from here.

export interface DiagramSource {
  /** The page's path relative to the website folder, e.g. `docs/intro.md`. */
  file: string;
  /** The line of the opening fence. */
  line: number;
  /** The diagram's text, as the code node's value (the fence's indentation removed). */
  source: string;
}

const websiteDir = join(__dirname, '..', '..');
/** The content folders whose pages may hold diagrams. */
export const contentDirs = ['docs', 'blog'];

async function mdxParser() {
  const [{ unified }, parse, frontmatter, mdx, gfm, directive] = await Promise.all([
    import('unified'),
    import('remark-parse'),
    import('remark-frontmatter'),
    import('remark-mdx'),
    import('remark-gfm'),
    import('remark-directive'),
  ]);
  return unified()
    .use(parse.default)
    .use(frontmatter.default)
    .use(mdx.default)
    .use(gfm.default)
    .use(directive.default);
}

/** Every ```mermaid code node below `node`, in document order. */
export function mermaidNodes(node: Root | Root['children'][number]): Code[] {
  if (node.type === 'code') return node.lang === 'mermaid' ? [node] : [];
  return 'children' in node ? node.children.flatMap((child) => mermaidNodes(child)) : [];
}

function pagesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pagesUnder(path);
    return /\.mdx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every diagram of the docs and the blog, page by page in path order. */
export async function findDiagrams(root = websiteDir): Promise<DiagramSource[]> {
  const parser = await mdxParser();
  const pages = contentDirs.flatMap((dir) => pagesUnder(join(root, dir))).sort();
  return pages.flatMap((path) =>
    mermaidNodes(parser.parse(readFileSync(path, 'utf8'))).map((node) => ({
      file: relative(root, path),
      line: node.position?.start.line ?? 0,
      source: node.value,
    })),
  );
}
