import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
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
    log(`error ${c.req.method} ${printable(c.req.path)}: ${error.stack ?? error.message}`);
    return errorResponse(c, 500, 'internal', 'Internal server error');
  };
}
