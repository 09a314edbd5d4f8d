/**
 * One error class per kind of failure, so callers can branch with `instanceof` (as in
 * openai-node). Every message is safe to show or log: no error carries an API key.
 */

/** The base of every error this client throws. */
export class SearchClientError extends Error {
  override name = 'SearchClientError';
}

/** A call needed a key the client was not given; thrown before any request is sent. */
export class MissingAPIKeyError extends SearchClientError {
  override name = 'MissingAPIKeyError';
  constructor(
    readonly level: 'read' | 'write' | 'master',
    message = `${level[0]!.toUpperCase()}${level.slice(1)} API key is required for this operation`,
  ) {
    super(message);
  }
}

/** The server answered with a status outside 2xx. */
export class HTTPStatusError extends SearchClientError {
  override name = 'HTTPStatusError';
  constructor(
    /** The collection path that was called, without the query string. */
    readonly path: string,
    readonly status: number,
    /** The body text of the answer, as received. */
    readonly body: string,
  ) {
    super(`Request to "${path}" failed with status ${status}: ${body}`);
  }

  /** The `error.code` of a protocol error body, when the body is one. */
  get code(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { error?: { code?: unknown } };
      return typeof parsed.error?.code === 'string' ? parsed.error.code : undefined;
    } catch {
      return undefined;
    }
  }
}

/** The request never got an answer: the network failed, or it took longer than its time limit. */
export class ConnectionError extends SearchClientError {
  override name = 'ConnectionError';
}

/** A streamed answer broke: an `error` event, a malformed event, or a body that ended early. */
export class StreamError extends SearchClientError {
  override name = 'StreamError';
}

/** The caller aborted the request (an `AbortSignal`, or `AnswerSession.abort()`). */
export class RequestAbortedError extends SearchClientError {
  override name = 'RequestAbortedError';
  constructor(message = 'The request was aborted') {
    super(message);
  }
}

/** An argument is missing or of the wrong type; thrown before any request is sent. */
export class InvalidInputError extends SearchClientError {
  override name = 'InvalidInputError';
}

/** The call does not fit the current state (nothing to regenerate, nothing to abort, ...). */
export class InvalidStateError extends SearchClientError {
  override name = 'InvalidStateError';
}

/** Remove the `api-key` query parameter from a URL before it is printed anywhere. */
export function redactURL(url: string): string {
  return url.replace(/([?&])api-key=[^&#]*/gi, '$1api-key=[redacted]');
}

/** The server answered 2xx with a body that is not what the protocol says. */
export class InvalidResponseError extends SearchClientError {
  override name = 'InvalidResponseError';
}
