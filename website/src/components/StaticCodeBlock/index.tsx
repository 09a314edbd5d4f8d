// A code block of the docs: highlighted at build time (plugins/static-code), so the page ships
// its HTML and no highlighter, and hydrating it costs React one element instead of a component
// per line and token. Coloured by CSS for both colour modes; a button copies the code.
import { useRef, type ReactNode } from 'react';
import clsx from 'clsx';
import CopyButton from './CopyButton';
import styles from './styles.module.css';

interface Props {
  /** The highlighted HTML, escaped by the highlighter. */
  html?: string;
  /** Plain code, for a block that reached the page unhighlighted. */
  children?: ReactNode;
  language?: string;
}

export default function StaticCodeBlock({ html, children, language }: Props): ReactNode {
  const pre = useRef<HTMLPreElement>(null);
  return (
    <div
      className={clsx(
        'theme-code-block',
        'static-code',
        language && `language-${language}`,
        styles.block,
      )}
    >
      {/* Focusable, so a keyboard can scroll a long line (axe: scrollable-region-focusable). */}
      <pre ref={pre} className={styles.pre} tabIndex={0}>
        {html === undefined ? (
          <code>{children}</code>
        ) : (
          // Build output of our own highlighter (Prism escapes the code), not reader input.
          <code dangerouslySetInnerHTML={{ __html: html }} />
        )}
      </pre>
      <CopyButton code={() => pre.current?.textContent ?? ''} />
    </div>
  );
}
