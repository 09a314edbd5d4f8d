import type { Context } from 'hono';
import type { ContentfulStatusCode, StatusCode } from 'hono/utils/http-status';
import { ChatError } from '../answer/llm-client.js';
import { printable } from './printable.js';

export type ErrorCode =
  | 'unauthorized'
  | 'forbidden'
  | 'invalid_body'
  | 'invalid_query'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'not_implemented'
  | 'bad_gateway'
  | 'internal';

export interface ErrorBody {
  error: { code: ErrorCode; message: string };
}

/** An error that becomes a JSON answer `{"error": {code, message}}` with its status. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The client closed its connection before its request was whole (a closed tab, a lost network, in
 * the middle of a body). Nothing can be answered to it, and it is no failure of ours: it is logged
 * with nginx's status for it, 499, rather than as a 500 with a stack trace.
 */
export class ClientClosedRequest extends Error {
  constructor() {
    super('The client closed the connection before its request was complete');
  }
}

/** nginx's "client closed request": the status the request log shows for ClientClosedRequest. */
const CLIENT_CLOSED_REQUEST_STATUS = 499;

export const badRequest = (message: string): ApiError => new ApiError(400, 'invalid_body', message);
export const notFound = (message: string): ApiError => new ApiError(404, 'not_found', message);
export const conflict = (message: string): ApiError => new ApiError(409, 'conflict', message);

export function errorResponse(
  c: Context,
  status: ContentfulStatusCode,
  code: ErrorCode,
  message: string,
) {
  const body: ErrorBody = { error: { code, message } };
  return c.json(body, status);
}

/**
 * The app's error handler: known errors keep their status; anything else is a 500 whose details
 * go to the log (never to the client, and never with a key: we log the path without its query).
 */
export function handleError(log: (line: string) => void) {
  return (error: Error, c: Context) => {
    if (error instanceof ApiError) return errorResponse(c, error.status, error.code, error.message);
    if (error instanceof ChatError) return errorResponse(c, 502, 'bad_gateway', error.message);
    // No body: nobody reads it. Not a standard status, hence the cast.
    if (error instanceof ClientClosedRequest) {
      return c.body(null, CLIENT_CLOSED_REQUEST_STATUS as StatusCode);
    }
    log(`error ${c.req.method} ${printable(c.req.path)}: ${error.stack ?? error.message}`);
    return errorResponse(c, 500, 'internal', 'Internal server error');
  };
}
