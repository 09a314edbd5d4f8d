import React, { useCallback, useState, type ReactNode } from 'react';
import AskEntry from '@site/src/assistant/AskEntry';
import AskPaneLoader from '@site/src/assistant/AskPaneLoader';
import { loadSearch } from '@site/src/search/loadSearch';
import DialogFrame from './DialogFrame';
import SearchPane from './SearchPane';
import type { CloseDialog } from './useCloseDialog';

/**
 * Called on the first sign of intent, before the dialog opens, with the index download that the
 * search button has already started.
 */
export function preloadSearch(indexUrl: string, indexResponse?: Promise<Response>): void {
  loadSearch(indexUrl, indexResponse).catch(() => undefined);
}

interface Props {
  indexUrl: string;
  /** Text already in the box when the dialog opens (the not-found page's path words). */
  initialQuery?: string;
  /** `returnFocus`: give the focus back to the search button (Esc, Close, outside click). */
  onClose: CloseDialog;
}

type Pane = { name: 'search'; query: string } | { name: 'ask'; question: string };

/**
 * The search dialog: the search pane in the dialog's modal frame; in cloud mode also the answer
 * panel, which replaces the search pane in the same frame (Ask AI, or Ctrl/Cmd+I in the dialog).
 */
export default function SearchDialog({ indexUrl, initialQuery = '', onClose }: Props): ReactNode {
  const [pane, setPane] = useState<Pane>({ name: 'search', query: initialQuery });
  const [serviceDown, setServiceDown] = useState(false);
  const onServiceFailure = useCallback(
    (failure: string | undefined) => setServiceDown(failure !== undefined),
    [],
  );
  if (pane.name === 'ask') {
    // Only cloud mode asks (local mode has no Ask entry); a local build drops the panel's code.
    return HLF_CLOUD_SEARCH ? (
      <DialogFrame label="Ask the documentation" onClose={onClose}>
        <AskPaneLoader
          question={pane.question}
          onSearch={(query) => setPane({ name: 'search', query })}
        />
      </DialogFrame>
    ) : null;
  }
  return (
    <DialogFrame label="Search the documentation" onClose={onClose}>
      <SearchPane
        indexUrl={indexUrl}
        query={pane.query}
        onQueryChange={(query) => setPane({ name: 'search', query })}
        onServiceFailure={onServiceFailure}
      />
      {HLF_CLOUD_SEARCH && (
        <AskEntry
          query={pane.query.trim()}
          unavailable={serviceDown}
          onAsk={(question) => setPane({ name: 'ask', question })}
        />
      )}
    </DialogFrame>
  );
}
