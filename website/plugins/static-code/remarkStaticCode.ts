import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { highlightCode } from './highlight';

// Highlights each fenced code block once, at build time. The block reaches the page's MDX `code`
// component (src/theme/MDXComponents/Code) with its highlighted HTML in a `highlighted` prop and
// no other children, so the page carries the code once, and the reader's browser downloads no
// highlighter and tokenizes nothing while the page hydrates.

export default function remarkStaticCode() {
  return (root: Root): void => {
    visit(root, 'code', (node) => {
      // Mermaid blocks are drawings (plugins/mermaid-svg), not code to colour.
      if (node.lang === 'mermaid') return;
      const data = (node.data ??= {});
      data.hProperties = {
        ...data.hProperties,
        highlighted: highlightCode(node.value, node.lang ?? undefined),
      };
      data.hChildren = [];
    });
  };
}
