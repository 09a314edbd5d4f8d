import type { Heading, Root, RootContent } from 'mdast';
import { createSlugger, parseMarkdownHeadingId } from '@docusaurus/utils';

export interface MarkdownSection {
  /** Heading text, or undefined for the opening text before the first heading. */
  heading?: string;
  /** The heading's id, as Docusaurus gives it to the built page. */
  id?: string;
  /**
   * The text, one line per paragraph, list item, table row (cells apart with ` | `) or deeper
   * heading: an answer quoting a sentence must not run a list item's lead into the sentence
   * before it, nor quote a whole table as one sentence.
   */
  prose: string;
  /**
   * Which lines of `prose` (counted from 0) are table rows: a row is no sentence, and a cell's own
   * text may hold ` | ` (a pipe in inline code), so a reader of the prose cannot tell them apart.
   */
  tableRows: number[];
  /** The code blocks' text, on one line (what search matches). */
  code: string;
  /** The same code blocks whole, for an answer to quote as the reader would copy them. */
  blocks: CodeBlock[];
}

export interface CodeBlock {
  /** The fence's language (`bash`, `yaml`), or '' when it names none. */
  language: string;
  code: string;
  /** How many characters of `prose` come before the block: the sentence it follows ends there. */
  after: number;
}

// The unified ecosystem ships ES modules only; load them once, lazily, from this CommonJS plugin.
async function markdownParser() {
  const [{ unified }, remarkParse, remarkMdx, remarkGfm, remarkDirective, remarkFrontmatter] =
    await Promise.all([
      import('unified'),
      import('remark-parse'),
      import('remark-mdx'),
      import('remark-gfm'),
      import('remark-directive'),
      import('remark-frontmatter'),
    ]);
  return unified()
    .use(remarkParse.default)
    .use(remarkFrontmatter.default)
    .use(remarkMdx.default)
    .use(remarkGfm.default)
    .use(remarkDirective.default);
}

let parserPromise: ReturnType<typeof markdownParser> | undefined;

/** Text of a node, with JSX attributes, imports, expressions and front matter left out. */
function textOf(node: RootContent | Root, out: string[]): void {
  // A `<br />` in a table cell parts two words ("FabricPeer<br />`peer`"), as a break does.
  if (node.type === 'mdxJsxTextElement' && node.name === 'br') {
    out.push(' ');
    return;
  }
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
    case 'html':
      return;
    case 'text':
    case 'inlineCode':
      out.push(node.value);
      return;
    case 'break':
      out.push(' ');
      return;
    default:
      if ('children' in node) {
        for (const child of node.children as RootContent[]) textOf(child, out);
        // Block-level nodes end a sentence or a cell: keep the words apart.
        if (!['emphasis', 'strong', 'link', 'delete', 'mdxJsxTextElement'].includes(node.type))
          out.push(' ');
      }
  }
}

const containerTypes = new Set([
  'mdxJsxFlowElement',
  'containerDirective',
  'blockquote',
  'list',
  'listItem',
]);

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A block of text: a paragraph, list item, deeper heading or table row. */
interface Block {
  text: string;
  tableRow?: true;
}

/** The blocks that hold any text, each squashed onto one line. */
const nonEmpty = (blocks: readonly Block[]) =>
  blocks.map((block) => ({ ...block, text: squash(block.text) })).filter((block) => block.text);
/** Blocks of text, each on one line. */
const lines = (blocks: readonly Block[]) =>
  nonEmpty(blocks)
    .map((block) => block.text)
    .join('\n');

/**
 * Splits a Markdown/MDX page into its opening text and one section per h2 and h3 (deeper headings
 * stay in their section). Heading ids follow Docusaurus's own rules: an explicit `{#id}` or `{/* #id *\/}`, else the
 * GitHub slug of the heading text, numbered when it repeats on the page.
 */
export async function sectionsFromMarkdown(source: string): Promise<MarkdownSection[]> {
  parserPromise ??= markdownParser();
  const tree = (await parserPromise).parse(source) as Root;
  const slugger = createSlugger();
  const sections: MarkdownSection[] = [];
  interface Open {
    heading?: string;
    id?: string;
    prose: Block[];
    blocks: CodeBlock[];
  }
  let current: Open = { prose: [], blocks: [] };
  const flush = () => {
    sections.push({
      heading: current.heading,
      id: current.id,
      prose: lines(current.prose),
      tableRows: nonEmpty(current.prose).flatMap((block, line) => (block.tableRow ? [line] : [])),
      code: squash(current.blocks.map((block) => block.code).join('\n')),
      blocks: current.blocks,
    });
  };

  const visitBlock = (node: RootContent) => {
    if (node.type === 'heading') {
      const heading = headingText(node);
      // As Docusaurus does: an explicit `{#id}` wins and is not counted by the slugger.
      const id = heading.id ?? slugger.slug(heading.text);
      if (node.depth === 2 || node.depth === 3) {
        flush();
        current = { heading: heading.text, id, prose: [], blocks: [] };
      } else {
        current.prose.push({ text: heading.text });
      }
      return;
    }
    if (node.type === 'code') {
      if (node.lang !== 'mermaid') {
        current.blocks.push({
          language: node.lang ?? '',
          code: node.value,
          after: lines(current.prose).length,
        });
      }
      return;
    }
    // A table is a line per row, its cells apart: a row is what an answer quotes of it.
    if (node.type === 'table') {
      for (const row of node.children) {
        const cells = row.children.map((cell) => {
          const words: string[] = [];
          textOf(cell, words);
          return squash(words.join(''));
        });
        current.prose.push({ text: cells.filter(Boolean).join(' | '), tableRow: true });
      }
      return;
    }
    // Headings and code inside tabs, admonitions and lists count too: walk containers block by block.
    if (containerTypes.has(node.type) && 'children' in node) {
      for (const child of node.children as RootContent[]) visitBlock(child);
      return;
    }
    const words: string[] = [];
    textOf(node, words);
    current.prose.push({ text: words.join('') });
  };

  for (const node of tree.children) visitBlock(node);
  flush();
  return sections.filter(
    (section) => section.heading !== undefined || section.prose || section.blocks.length > 0,
  );
}

/**
 * The id of MDX's comment syntax, `## Heading {/* #my-id *\/}`, which Docusaurus's MDX loader reads (the
 * classic `{#my-id}` is not valid MDX): a heading whose last child is that one comment.
 */
function commentId(node: Heading): string | undefined {
  const last = node.children.at(-1);
  if (last?.type !== 'mdxTextExpression') return undefined;
  return /^\s*\/\*\s*#(\S+)\s*\*\/\s*$/.exec(last.value)?.[1];
}

function headingText(node: Heading): { text: string; id?: string } {
  const words: string[] = [];
  textOf(node, words);
  const parsed = parseMarkdownHeadingId(squash(words.join('')));
  return { text: parsed.text.trim(), id: commentId(node) ?? parsed.id };
}
