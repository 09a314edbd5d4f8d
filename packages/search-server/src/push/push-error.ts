/** What went wrong in a push, so the command line can add the hint that fits (which variable to check). */
export type PushFailure =
  | 'entries-file'
  | 'key-rejected'
  | 'http-status'
  | 'connection'
  | 'invalid-settings'
  | 'invalid-response';

/** A push failed for a reason a user can act on. The message never contains a key. */
export class PushError extends Error {
  override name = 'PushError';
  constructor(
    readonly failure: PushFailure,
    message: string,
  ) {
    super(message);
  }
}
