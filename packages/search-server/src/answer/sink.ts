/** Where an answer flow sends its actions; the HTTP layer wraps them in SSE envelopes. */
export interface ActionSink {
  action(action: string, result: string, done: boolean): Promise<void>;
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
