import { blogDir, docsDir, sourcePages } from '../content/docsFiles';
import { docPath } from './site';

export interface PageWithDiagrams {
  /** The source, relative to the website folder, e.g. `docs/intro.md`. */
  file: string;
  /** The built page's route, relative to the base URL. */
  path: string;
  /** How many ```mermaid blocks the page holds. */
  diagrams: number;
}

/** A blog post's route: Docusaurus takes it from the file name's date and slug. */
export function blogPath(file: string): string {
  const [, year, month, day, slug] = /^(\d{4})-(\d{2})-(\d{2})-(.+)\.mdx?$/.exec(file) ?? [];
  if (!slug) throw new Error(`${file}: a blog post's name starts with its date`);
  return `blog/${year}/${month}/${day}/${slug}`;
}

/** Every docs and blog page that shows a Mermaid diagram, with its number of diagrams. */
export function pagesWithDiagrams(): PageWithDiagrams[] {
  const count = (text: string) => text.match(/^[ \t]*```mermaid[ \t]*$/gm)?.length ?? 0;
  return [
    ...sourcePages(docsDir).map((page) => ({
      file: `docs/${page.file}`,
      path: docPath(page.id),
      diagrams: count(page.text),
    })),
    ...sourcePages(blogDir).map((page) => ({
      file: `blog/${page.file}`,
      path: blogPath(page.file),
      diagrams: count(page.text),
    })),
  ].filter((page) => page.diagrams > 0);
}
