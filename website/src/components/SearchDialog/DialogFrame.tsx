import React, { useLayoutEffect, useRef, type ReactNode } from 'react';
import { CloseDialogContext, type CloseDialog } from './useCloseDialog';
import styles from './DialogFrame.module.css';

interface Props {
  /** The dialog's accessible name. */
  label: string;
  /**
   * Called once the dialog is closed. Only the opener knows which button opened it (a shortcut
   * opens it from anywhere), so the opener moves the focus back when `returnFocus` is true.
   */
  onClose: CloseDialog;
  /** The dialog's content; it closes the dialog with useCloseDialog. */
  children: ReactNode;
}

/**
 * The modal frame shared by the dialog's panes: a native modal <dialog>, so the browser traps the
 * focus and makes the page behind it inert. Esc, and a click outside it, close it and return the
 * focus.
 */
export default function DialogFrame({ label, onClose, children }: Props): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);

  // A layout effect: shown before the panes' own effects run (a child's effects run before its
  // parent's), since a closed <dialog> lays nothing out: the answer panel, opened again on a
  // conversation, scrolled to its newest question while hidden, and stayed at the first.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    element.showModal();
    return () => element.close();
  }, []);

  // Closing the modal first lifts the page's inertness, so the opener's button can take the focus.
  const close: CloseDialog = (returnFocus) => {
    dialog.current?.close();
    onClose(returnFocus);
  };

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label={label}
      onCancel={(event) => {
        // Esc: we close it ourselves, so that the focus goes back to the opener's button.
        event.preventDefault();
        close(true);
      }}
      onClick={(event) => {
        // The dialog element itself is only hit on its backdrop: its panel covers the rest.
        if (event.target === dialog.current) close(true);
      }}
    >
      <div className={styles.panel}>
        <CloseDialogContext value={close}>{children}</CloseDialogContext>
      </div>
    </dialog>
  );
}
