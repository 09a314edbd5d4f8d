import React, { type ReactNode } from 'react';
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

/** The search dialog: the search pane in the dialog's modal frame. */
export default function SearchDialog({ indexUrl, initialQuery = '', onClose }: Props): ReactNode {
  return (
    <DialogFrame label="Search the documentation" onClose={onClose}>
      <SearchPane indexUrl={indexUrl} initialQuery={initialQuery} />
    </DialogFrame>
  );
}
