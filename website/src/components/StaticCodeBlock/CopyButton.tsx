import { useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import copyTextToClipboard from 'copy-text-to-clipboard';
import { translate } from '@docusaurus/Translate';
import styles from './styles.module.css';

type State = 'idle' | 'copied' | 'failed';

const labels: Record<State, () => string> = {
  idle: () =>
    translate({
      id: 'theme.CodeBlock.copyButtonAriaLabel',
      message: 'Copy code to clipboard',
      description: 'The ARIA label for copy code blocks button',
    }),
  copied: () =>
    translate({
      id: 'theme.CodeBlock.copied',
      message: 'Copied',
      description: 'The copied button label on code blocks',
    }),
  failed: () =>
    translate({
      id: 'hlf.CodeBlock.copyFailed',
      message: 'Copy failed: select the code and copy it',
      description: 'Said when the browser refused to copy a code block',
    }),
};

/** How long "Copied" stays before the button is ready again. */
const confirmationMs = 1500;

/**
 * Copies the block's code (read from the page when clicked). The clipboard API needs a secure
 * context (HTTPS or localhost), and a docs site on an intranet or an air-gapped cluster is often
 * served over plain HTTP: there, or where the API refuses, the code is copied through a selection
 * (copy-text-to-clipboard, as Docusaurus's own button does). Where that fails too, the button says
 * so instead of pretending it worked.
 */
export default function CopyButton({ code }: { code: () => string }): ReactNode {
  const [state, setState] = useState<State>('idle');
  const reset = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(reset.current), []);

  const copy = () => {
    const settle = (next: State) => {
      setState(next);
      window.clearTimeout(reset.current);
      reset.current = window.setTimeout(() => setState('idle'), confirmationMs);
    };
    const text = code();
    const throughSelection = () => settle(copyTextToClipboard(text) ? 'copied' : 'failed');
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (!clipboard) {
      throughSelection();
      return;
    }
    clipboard.writeText(text).then(() => settle('copied'), throughSelection);
  };

  return (
    <button
      type="button"
      className={clsx('clean-btn', styles.copyButton)}
      aria-label={labels[state]()}
      onClick={copy}
    >
      {state === 'copied'
        ? labels.copied()
        : state === 'failed'
          ? translate({
              id: 'hlf.CodeBlock.copyFailedShort',
              message: 'Copy failed',
              description: 'The copy button label on code blocks when the browser refused to copy',
            })
          : translate({
              id: 'theme.CodeBlock.copy',
              message: 'Copy',
              description: 'The copy button label on code blocks',
            })}
    </button>
  );
}
