// Our search box, in the navbar slot that the classic theme leaves empty (its SearchBar renders
// nothing). Only this button is in every page's JavaScript: the dialog, the engine and the index
// are downloaded on the first sign of intent (hover, focus, touch, shortcut), never on page load.
import React, { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { usePluginData } from '@docusaurus/useGlobalData';
import type { SearchIndexGlobalData } from '@site/plugins/search-index/globalData';
import { OPEN_SEARCH_EVENT, type OpenSearchDetail } from '@site/src/search/openSearch';
import { useSearchMode } from '@site/src/search/useSearchMode';
import { isAskShortcut } from '@site/src/assistant/askShortcut';
import { loadAskPane, type AskPaneModule } from '@site/src/assistant/loadAskPane';
import { loadSearchDialog, prepareSearch, type SearchDialogModule } from './loadDialog';
import styles from './styles.module.css';

/** Is the keyboard focus in a place where "/" is text, not a shortcut? */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/** The element that has the keyboard focus, if any (the body holds it when nothing does). */
function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

function SearchIcon(): ReactNode {
  return (
    <svg className={styles.icon} viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
      <path
        d="M8.5 3a5.5 5.5 0 0 1 4.38 8.83l4.15 4.14-1.06 1.06-4.14-4.15A5.5 5.5 0 1 1 8.5 3Zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z"
        fill="currentColor"
      />
    </svg>
  );
}

export default function SearchBar(): ReactNode {
  const { indexUrl } = usePluginData('search-index') as SearchIndexGlobalData;
  const { mode } = useSearchMode();
  // Which dialog is open: search (with the answer panel inside in cloud mode), or, from
  // Ctrl/Cmd+I in cloud mode, the answer panel alone (the search dialog's script is not needed).
  const [open, setOpen] = useState<false | 'search' | 'ask'>(false);
  const [askDialog, setAskDialog] = useState<AskPaneModule>();
  const [initialQuery, setInitialQuery] = useState('');
  const [dialog, setDialog] = useState<SearchDialogModule>();
  const [dialogError, setDialogError] = useState<string>();
  const button = useRef<HTMLButtonElement>(null);
  // Where the focus was when a dialog opened (a shortcut opens it from anywhere): it goes back there.
  const opener = useRef<HTMLElement | null>(null);
  const prepared = useRef(false);
  const rememberOpener = () => {
    opener.current = focusedElement();
  };

  const prepare = useCallback(() => {
    if (prepared.current) return;
    prepared.current = true;
    // In cloud mode the service answers: the index file is downloaded only if it fails.
    prepareSearch(mode === 'local' ? indexUrl : undefined);
  }, [indexUrl, mode]);

  const openDialog = useCallback(
    (query = '') => {
      rememberOpener();
      prepare();
      setInitialQuery(query);
      setDialogError(undefined);
      setOpen('search');
      loadSearchDialog().then(setDialog, (error: unknown) =>
        setDialogError(error instanceof Error ? error.message : String(error)),
      );
    },
    [prepare],
  );

  const openAsk = useCallback(() => {
    // A local build has no assistant: the bundler drops this branch and the panel's loader.
    if (HLF_CLOUD_SEARCH) {
      rememberOpener();
      setDialogError(undefined);
      setOpen('ask');
      loadAskPane().then(setAskDialog, (error: unknown) =>
        setDialogError(error instanceof Error ? error.message : String(error)),
      );
    }
  }, []);

  const closeDialog = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (!returnFocus) return;
    const back = opener.current?.isConnected ? opener.current : button.current;
    back?.focus({ preventScroll: true });
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const commandK = event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      const slash =
        event.key === '/' && !event.metaKey && !event.ctrlKey && !isTyping(event.target);
      // Ctrl/Cmd+I: the answer panel, in cloud mode only (local mode has no assistant).
      const ask = HLF_CLOUD_SEARCH && isAskShortcut(event);
      if (!commandK && !slash && !ask) return;
      event.preventDefault();
      if (ask) openAsk();
      else openDialog();
    };
    const onOpenRequest = (event: Event) =>
      openDialog((event as CustomEvent<OpenSearchDetail>).detail.query);
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener(OPEN_SEARCH_EVENT, onOpenRequest);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener(OPEN_SEARCH_EVENT, onOpenRequest);
    };
  }, [openDialog, openAsk]);

  // Written with the build's constant, so that a local build keeps none of the assistant's branches.
  const asking = HLF_CLOUD_SEARCH && open === 'ask';

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onPointerEnter={prepare}
        onFocus={prepare}
        onTouchStart={prepare}
        onClick={() => openDialog()}
      >
        <SearchIcon />
        <span className={styles.label}>Search</span>
        <kbd className={styles.shortcut} aria-hidden="true">
          /
        </kbd>
      </button>
      {open &&
        (asking && askDialog ? (
          <askDialog.AskDialog onSearch={openDialog} onClose={closeDialog} />
        ) : open === 'search' && dialog ? (
          <dialog.default indexUrl={indexUrl} initialQuery={initialQuery} onClose={closeDialog} />
        ) : dialogError ? (
          <div role="alert" className={styles.notice}>
            {asking ? 'The assistant' : 'Search'} could not load ({dialogError}).{' '}
            <button
              type="button"
              className={styles.retry}
              onClick={() => (asking ? openAsk() : openDialog(initialQuery))}
            >
              Try again
            </button>
          </div>
        ) : (
          <span role="status" className={styles.notice}>
            {asking ? 'Loading the assistant...' : 'Loading Search...'}
          </span>
        ))}
    </>
  );
}
