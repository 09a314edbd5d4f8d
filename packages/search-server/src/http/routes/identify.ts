import type { Hono } from 'hono';
import { z } from 'zod';
import { parseBody } from '../body.js';
import type { AppDeps, AppEnv } from '../context.js';
import { storeForEventKey } from './received-events.js';

const identifyBody = z.object({
  entity: z.enum(['identity', 'alias']),
  id: z.string().min(1).max(512),
  visitorId: z.string().min(1).max(512),
  index: z.string().max(256).nullish(),
});

/** Profile calls (identify and alias): the mapping visitor → identity is stored as received. */
export function registerIdentifyRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  app.post('/identify', async (c) => {
    const store = storeForEventKey(deps, c);
    const body = await parseBody(c, identifyBody);
    await store.recordEvent({
      kind: 'identify',
      received_at: new Date().toISOString(),
      payload: body,
    });
    return c.json({ success: true });
  });
}
