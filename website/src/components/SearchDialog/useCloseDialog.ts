import { createContext, useContext } from 'react';

/** Closes the dialog. `returnFocus`: give the focus back to the button that opened it. */
export type CloseDialog = (returnFocus: boolean) => void;

/** Given by DialogFrame to what it holds. */
export const CloseDialogContext = createContext<CloseDialog | undefined>(undefined);

/** How content inside DialogFrame closes it (its own Close button, a link it follows). */
export function useCloseDialog(): CloseDialog {
  const close = useContext(CloseDialogContext);
  if (!close) throw new Error('useCloseDialog is called outside a DialogFrame.');
  return close;
}
