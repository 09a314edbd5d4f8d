import React, { useEffect, type ReactNode } from 'react';
import { ASK_KEYS, isAskShortcut } from './askShortcut';
import { prepareAskPane } from './loadAskPane';
import ChunkStyles from './ChunkStyles';
import { css, styles } from './askEntryStyles';

interface Props {
  /** The search box's text: what "Ask AI" asks. */
  query: string;
  /** Switch the dialog to the answer panel with this question ('' for none). */
  onAsk(question: string): void;
  /**
   * The service the answers come from failed the last search: the entry says so and asks
   * nothing, instead of leading to a failed answer. The next search that reaches the service
   * brings it back.
   */
  unavailable?: boolean;
}

/**
 * "Ask AI" below the search results, with the query of the search box: a button reached by Tab
 * or by Ctrl/Cmd+I from the box. Hovering or focusing it starts downloading the panel.
 */
export default function AskEntry({ query, onAsk, unavailable = false }: Props): ReactNode {
  const ask = () => {
    if (!unavailable) onAsk(query);
  };
  useEffect(() => {
    // Before the navbar's own shortcut handler (on document), which would open an empty panel.
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isAskShortcut(event)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      ask();
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  });

  return (
    <div className={styles.entry}>
      <ChunkStyles id="hlf-ask-entry" css={css} />
      <button
        type="button"
        className={styles.button}
        aria-keyshortcuts={ASK_KEYS}
        // Not `disabled`: the reader can still reach it and read why.
        aria-disabled={unavailable || undefined}
        onPointerEnter={prepareAskPane}
        onFocus={prepareAskPane}
        onTouchStart={prepareAskPane}
        onClick={ask}
      >
        <span className={styles.label}>Ask AI</span>
        {unavailable ? (
          <span className={styles.query}>unavailable: its service cannot be reached</span>
        ) : (
          query && <span className={styles.query}>“{query}”</span>
        )}
        <kbd className={styles.keys} aria-hidden="true">
          Ctrl I
        </kbd>
      </button>
    </div>
  );
}
