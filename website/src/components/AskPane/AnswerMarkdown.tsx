// The answer's Markdown renderer and what it brings (marked, about 12 kB gzip): a chunk of its own,
// downloaded when the reader starts typing a question or asks one (useAnswerMarkdown), not when
// the panel opens.
import React, { Fragment, Suspense, lazy, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import {
  completeParagraphs,
  renderAnswer,
  type AnswerParts,
} from '@site/src/assistant/renderAnswer';
import { useCloseDialog } from '../SearchDialog/useCloseDialog';
import { styles } from './styles';

// The site's own code block (highlighted in the page, nothing fetched from elsewhere), downloaded
// with the first answer that holds code rather than with the panel: many answers have none.
const CodeBlock = lazy(() => import('./AnswerCodeBlock'));

/** A code block of an answer: plain until the site's code block is here, then highlighted. */
function AnswerCode({ language, children }: { language?: string; children: string }): ReactNode {
  return (
    <Suspense
      fallback={
        <pre>
          <code>{children}</code>
        </pre>
      }
    >
      <CodeBlock language={language}>{children}</CodeBlock>
    </Suspense>
  );
}

/** A link of an answer; following one into the site closes the dialog so the reader lands there. */
function AnswerLink({ href, children }: { href: string; children: ReactNode }): ReactNode {
  const close = useCloseDialog();
  const inSite = href.startsWith('/') || href.startsWith('#');
  return (
    <Link to={href} onClick={inSite ? () => close(false) : undefined}>
      {children}
    </Link>
  );
}

// Components defined once, so that a growing answer does not remount its links and code blocks.
const parts: AnswerParts = { CodeBlock: AnswerCode, Link: AnswerLink };

interface Props {
  markdown: string;
  /** Still being written: the last paragraph may grow. */
  streaming: boolean;
}

/**
 * An answer's Markdown as React elements (renderAnswer: raw HTML stays text, only safe links,
 * no images loaded), with the site's code block and links.
 */
export default function AnswerMarkdown({ markdown, streaming }: Props): ReactNode {
  return (
    <div className={styles.answer} aria-busy={streaming}>
      {renderAnswer(markdown, parts)}
    </div>
  );
}

// Plain text for a screen reader: a link is read as its words, code as its text, and nothing can
// take the focus.
const plain: AnswerParts = {
  CodeBlock: ({ children }) => children,
  Link: ({ children }) => <Fragment>{children}</Fragment>,
};

/**
 * The paragraphs of an answer that are complete (the last one only once the answer has ended),
 * as plain elements for the polite live region.
 */
export function announcedParagraphs(markdown: string, finished: boolean): ReactNode[] {
  return completeParagraphs(markdown, finished).map((paragraph, index) => (
    <div key={index}>{renderAnswer(paragraph, plain)}</div>
  ));
}
