import type { MiddlewareHandler } from 'hono';

/** Where the key of a request travelled. `both` is reported so a client that sends it twice shows. */
export type KeyPlacement = 'header' | 'query' | 'both' | 'none';

/**
 * What an observer learns about one request, for tests of protocol clients (where the key went,
 * which path and method were called, whether the client went away). Never the key itself.
 */
export interface ObservedRequest {
  method: string;
  path: string;
  keyIn: KeyPlacement;
  contentType: string | undefined;
  /** The query parameters with `api-key` removed. */
  query: Record<string, string>;
  /** Aborted when the client disconnects before the response is complete. */
  disconnected: AbortSignal;
}

export type RequestObserver = (request: ObservedRequest) => void;

/** Calls the observer once per request, before any other middleware (so refused calls show too). */
export function observeRequests(observer: RequestObserver): MiddlewareHandler {
  return async (c, next) => {
    const header = /^Bearer\s+\S/i.test(c.req.header('authorization')?.trim() ?? '');
    const query = { ...c.req.query() };
    const inQuery = typeof query['api-key'] === 'string' && query['api-key'] !== '';
    delete query['api-key'];
    const keyIn: KeyPlacement =
      header && inQuery ? 'both' : header ? 'header' : inQuery ? 'query' : 'none';
    try {
      observer({
        method: c.req.method,
        path: c.req.path,
        keyIn,
        contentType: c.req.header('content-type'),
        query,
        disconnected: c.req.raw.signal,
      });
    } catch {
      // An observer's failure must not change what the client gets.
    }
    await next();
  };
}
