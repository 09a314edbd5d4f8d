import { ROUTES } from '@hlf-docs/search-client/protocol';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { Hook } from '../../storage/entities.js';
import { onCollectionRoute } from '../protocol-route.js';
import { parseBody } from '../body.js';
import type { AppDeps, AppEnv } from '../context.js';

const createHookBody = z.object({
  name: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/, 'must be 1-128 letters, digits, ".", "-" or "_"'),
  code: z.string().min(1).max(100_000),
});

/**
 * Hooks are stored with their code and never executed: running code sent over HTTP would turn a
 * write key into remote code execution on the host. Creating a hook again replaces it.
 */
export function registerHookRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  onCollectionRoute(app, deps, ROUTES.createHook, async (c) => {
    const body = await parseBody(c, createHookBody);
    const hook: Hook = { name: body.name, code: body.code, created_at: new Date().toISOString() };
    await c.var.store.write(() => ({ operations: [{ op: 'hook.put', hook }], result: null }));
    return c.json({
      success: true,
      hookID: hook.name,
      collectionID: c.var.store.id,
      code: hook.code,
    });
  });
}
