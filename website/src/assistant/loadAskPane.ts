// The answer panel and the client it talks through are one chunk, downloaded on the first sign
// that the reader wants to ask (the Ask entry's hover or focus, Ctrl/Cmd+I), never on page load
// and never in local mode (nothing calls this there).
import type * as AskPaneExports from '@site/src/components/AskPane';
import { loadOnce } from './loadOnce';

export type AskPaneModule = typeof AskPaneExports;

/** The panel's script, downloaded once; a failed download is forgotten so a later intent retries. */
export const loadAskPane = loadOnce<AskPaneModule>(() => import('@site/src/components/AskPane'));

/** Starts the download on intent; a failure shows when the panel is opened. */
export function prepareAskPane(): void {
  loadAskPane().catch(() => undefined);
}
