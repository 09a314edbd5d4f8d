import type { AnswerActionValues, TextAction, ValueAction } from '@hlf-docs/search-client/protocol';

/**
 * Where an answer flow sends its actions; the HTTP layer wraps them in SSE envelopes. The action
 * names and each value's type are the shared protocol's, so what a flow sends is what clients read.
 */
export interface ActionSink {
  /** A text action: one chunk of text, the last one with `done`. */
  text(action: TextAction, chunk: string, done: boolean): Promise<void>;
  /** A value action: the value, sent whole as JSON text. */
  value<A extends ValueAction>(action: A, value: AnswerActionValues[A]): Promise<void>;
}

/** Thrown between steps when the client went away; the flow stops without sending anything. */
export class ClientGoneError extends Error {
  constructor() {
    super('The client disconnected');
  }
}

export function stopIfGone(signal: AbortSignal): void {
  if (signal.aborted) throw new ClientGoneError();
}
