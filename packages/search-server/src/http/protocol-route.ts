import type { Route } from '@hlf-docs/search-client/protocol';
import type { Context, Handler, Hono } from 'hono';
import { requireLevel } from './auth.js';
import type { AppDeps, AppEnv } from './context.js';

/**
 * The Hono pattern of a protocol route: a collection call gets the `/v1/collections/{collectionID}`
 * prefix, and each `{name}` parameter becomes `:name` (read with `c.req.param('name')`).
 */
export function routePattern(route: Route): string {
  const path = route.path.startsWith('/v1/')
    ? route.path
    : `/v1/collections/{collectionID}${route.path}`;
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/**
 * Register a call of one collection with the method, path and key level of the protocol's route
 * table, so the server cannot serve a path or check a level other than the one clients use.
 */
export function onCollectionRoute(
  app: Hono<AppEnv>,
  deps: AppDeps,
  route: Route,
  handler: Handler<AppEnv>,
): void {
  if (route.path.startsWith('/v1/')) {
    throw new Error(
      `${route.path} names no collection in its path: register it with its own check`,
    );
  }
  app.on(route.method, routePattern(route), requireLevel(deps, route.level), handler);
}

/** A `{name}` parameter of the matched route (Hono cannot type those of a computed pattern). */
export function pathParam(c: Context, name: string): string {
  const value = c.req.param(name);
  if (value === undefined) throw new Error(`The route has no parameter "${name}"`);
  return value;
}
