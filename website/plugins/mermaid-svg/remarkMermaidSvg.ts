import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { readEntry } from './cache';
import { mermaidNodes } from './findDiagrams';
import { entryKey, mermaidVersion, variants } from './variants';

// Replaces each ```mermaid block with its two cached drawings, so the page's HTML carries the SVGs
// and readers never download Mermaid. It runs before Docusaurus's own Mermaid step, which then only
// sees the blocks that have no drawing yet: in the dev server those fall back to the client-side
// Mermaid component (an author sees a new diagram at once); in a production build they stop the
// build, since that build no longer ships Mermaid at all.

export interface Options {
  /** What a diagram without a cached drawing does: render in the browser (dev), or fail (build). */
  onMissing: 'client' | 'fail';
}

/** The diagram's accTitle, which names its region on the page. */
function accTitle(source: string): string | undefined {
  return /^\s*accTitle\s*:\s*(.+?)\s*$/m.exec(source)?.[1];
}

export default function remarkMermaidSvg({ onMissing }: Options) {
  const version = mermaidVersion();
  return (root: Root, file: VFile): void => {
    const diagrams = mermaidNodes(root);
    diagrams.forEach((node, index) => {
      const [light, dark] = variants.map((variant) =>
        readEntry(entryKey(node.value, variant, version)),
      );
      if (light === undefined || dark === undefined) {
        if (onMissing === 'client') return;
        const firstLine = node.value.split('\n', 1)[0];
        throw new Error(
          `${file.path}: diagram ${index + 1} of ${diagrams.length} (${firstLine} ...) has no rendered ` +
            `SVG for Mermaid ${version} in website/diagrams. Run \`npm run diagrams -w website\` ` +
            'and commit website/diagrams.',
        );
      }
      // The element Docusaurus makes of a mermaid block (the MDX component `mermaid`, which is our
      // src/theme/Mermaid), with the drawings instead of the source. The code node's own fields
      // must go: a `value` left behind would become the element's text.
      const replacement = {
        type: 'mermaidSvg',
        position: node.position,
        data: { hName: 'mermaid', hProperties: { light, dark, title: accTitle(node.value) } },
      };
      for (const key of Object.keys(node)) delete (node as unknown as Record<string, unknown>)[key];
      Object.assign(node, replacement);
    });
  };
}
