import React, { useEffect, useState, type ReactNode } from 'react';
import { styles } from './styles';

/** How long "Copied" shows before the button reads "Copy" again. */
const CONFIRM_MS = 2000;

/**
 * The answer's Markdown with its site links made absolute: pasted into a chat or an issue, a link
 * to `/bevel-operator-fabric/docs/...` would lead nowhere.
 */
export function withAbsoluteLinks(markdown: string, origin: string): string {
  return markdown.replace(/\]\((\/[^)\s]*)\)/g, (_link, path: string) => `](${origin}${path})`);
}

/** Copies an answer's Markdown (its links and code included) to the clipboard, and says so. */
export default function CopyButton({ markdown }: { markdown: string }): ReactNode {
  const [result, setResult] = useState<{ copied: true } | { copied: false; message: string }>();

  useEffect(() => {
    if (!result?.copied) return undefined;
    const timer = setTimeout(() => setResult(undefined), CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [result]);

  const copy = () => {
    // The clipboard exists only in secure contexts (https, localhost).
    if (!navigator.clipboard) {
      setResult({ copied: false, message: 'the clipboard is not available on this page' });
      return;
    }
    navigator.clipboard.writeText(withAbsoluteLinks(markdown, window.location.origin)).then(
      () => setResult({ copied: true }),
      (error: unknown) =>
        setResult({
          copied: false,
          message: error instanceof Error ? error.message : String(error),
        }),
    );
  };

  return (
    <>
      <button type="button" className={styles.action} onClick={copy}>
        {result?.copied ? 'Copied' : 'Copy'}
      </button>
      <span
        role="status"
        className={result?.copied === false ? styles.note : styles.visuallyHidden}
      >
        {result?.copied === true && 'Answer copied to the clipboard.'}
        {result?.copied === false && `Copy failed: ${result.message}.`}
      </span>
    </>
  );
}
