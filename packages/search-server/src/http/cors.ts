import type { MiddlewareHandler } from 'hono';

/**
 * CORS for the browsers of the docs site: `Access-Control-Allow-Origin` for an allowed origin
 * (`*` allows any), and preflights answered 204 with the methods, headers and max age. Written
 * here rather than hono/cors because that middleware sets its headers on `c.res` before the route
 * runs, which made Hono rebuild every answer as a stream (the adapter's slow path: about a third
 * of the CPU time of a cached search in a profile). `c.header()` before the route puts them in the
 * answer the route builds.
 */
export function cors(allowedOrigins: readonly string[]): MiddlewareHandler {
  const any = allowedOrigins.includes('*');
  return async (c, next) => {
    const origin = c.req.header('origin');
    const allowed = any
      ? '*'
      : origin !== undefined && allowedOrigins.includes(origin)
        ? origin
        : undefined;
    if (c.req.method === 'OPTIONS') {
      const headers: Record<string, string> = {
        'Access-Control-Allow-Methods': 'GET,POST,OPTIONS',
        'Access-Control-Allow-Headers': 'Authorization,Content-Type',
        'Access-Control-Max-Age': '600',
      };
      if (allowed) headers['Access-Control-Allow-Origin'] = allowed;
      if (!any) headers.Vary = 'Origin';
      return c.body(null, 204, headers);
    }
    if (allowed) c.header('Access-Control-Allow-Origin', allowed);
    if (!any) c.header('Vary', 'Origin');
    await next();
  };
}
