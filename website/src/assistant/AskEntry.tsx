import React, { useEffect, useRef, type ReactNode } from 'react';
import { ASK_KEYS, isAskShortcut } from './askShortcut';
import { prepareAskPane } from './loadAskPane';
import { useSearchBoxQuery } from './useSearchBoxQuery';
import ChunkStyles from './ChunkStyles';
import { css, styles } from './askEntryStyles';

interface Props {
  /** Switch the dialog to the answer panel with this question ('' for none). */
  onAsk(question: string): void;
}

/**
 * "Ask AI" below the search results, with the query of the search box: a button reached by Tab
 * or by Ctrl/Cmd+I from the box. Hovering or focusing it starts downloading the panel.
 */
export default function AskEntry({ onAsk }: Props): ReactNode {
  const self = useRef<HTMLDivElement>(null);
  const { query, read } = useSearchBoxQuery(self);

  useEffect(() => {
    // Before the navbar's own shortcut handler (on document), which would open an empty panel.
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isAskShortcut(event)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      onAsk(read());
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  });

  return (
    <div ref={self} className={styles.entry}>
      <ChunkStyles id="hlf-ask-entry" css={css} />
      <button
        type="button"
        className={styles.button}
        aria-keyshortcuts={ASK_KEYS}
        onPointerEnter={prepareAskPane}
        onFocus={prepareAskPane}
        onTouchStart={prepareAskPane}
        onClick={() => onAsk(read())}
      >
        <span className={styles.label}>Ask AI</span>
        {query && <span className={styles.query}>“{query}”</span>}
        <kbd className={styles.keys} aria-hidden="true">
          Ctrl I
        </kbd>
      </button>
    </div>
  );
}
