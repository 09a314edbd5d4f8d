// Replaces the theme's MDXComponents/Code instead of wrapping it: the original imports the theme's
// CodeBlock, and with it Prism and every language, into the main bundle of every page. Fenced code
// arrives highlighted at build time (plugins/static-code) and is drawn by StaticCodeBlock; inline
// code stays the theme's CodeInline (inside a table, with places to wrap).
import { useContext, type ComponentProps, type ReactNode } from 'react';
import CodeInline from '@theme/CodeInline';
import StaticCodeBlock from '@site/src/components/StaticCodeBlock';
import { withCodeBreaks } from '@site/src/components/ScrollableTable/codeBreaks';
import { InTable } from '@site/src/components/ScrollableTable/inTable';

type Props = ComponentProps<'code'> & {
  /** Set by plugins/static-code on every fenced block. */
  highlighted?: string;
  /** Added by Docusaurus's MDX loader to fenced blocks; not for the DOM. */
  metastring?: string;
  live?: boolean;
};

function language(className: string | undefined): string | undefined {
  return /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1];
}

/**
 * A block without our HTML: raw `<pre><code>` in a Markdown page, which no remark step sees. A
 * block is code with a line break, as the theme decides.
 */
function isBlock(children: ReactNode): boolean {
  return typeof children === 'string' && children.includes('\n');
}

export default function MDXCode({
  highlighted,
  metastring: _metastring,
  live: _live,
  ...props
}: Props): ReactNode {
  const inTable = useContext(InTable);
  if (highlighted !== undefined) {
    return <StaticCodeBlock html={highlighted} language={language(props.className)} />;
  }
  if (isBlock(props.children)) {
    return <StaticCodeBlock language={language(props.className)}>{props.children}</StaticCodeBlock>;
  }
  if (inTable && typeof props.children === 'string') {
    return <CodeInline {...props}>{withCodeBreaks(props.children)}</CodeInline>;
  }
  return <CodeInline {...props} />;
}
