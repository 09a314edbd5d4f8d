/** Ctrl+I (Cmd+I on a Mac) opens the answer panel: I for "inquire", as hosted assistants use it. */
export function isAskShortcut(event: KeyboardEvent): boolean {
  return (
    event.key.toLowerCase() === 'i' &&
    (event.metaKey || event.ctrlKey) &&
    !event.altKey &&
    !event.shiftKey
  );
}

/** For `aria-keyshortcuts` of what the shortcut opens. */
export const ASK_KEYS = 'Control+I Meta+I';
