import type { MiddlewareHandler } from 'hono';
import { printable } from './printable.js';

/**
 * One line per request: method, path, status, duration. The path is logged without its query
 * string, because keys may travel there (`api-key=`); headers are never logged.
 */
export function requestLog(log: (line: string) => void): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = (performance.now() - started).toFixed(1);
    log(`${c.req.method} ${printable(c.req.path)} ${c.res.status} ${ms}ms`);
  };
}
