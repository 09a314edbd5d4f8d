import type { Hono } from 'hono';
import { z } from 'zod';
import { parseBody } from '../body.js';
import type { AppDeps, AppEnv } from '../context.js';
import { storeForEventKey } from './received-events.js';

const searchRecord = z.looseObject({
  query: z.unknown(),
  resultsCount: z.number().int().min(0),
  roundTripTime: z.number().min(0),
  searchedAt: z.union([z.string(), z.number()]),
  cached: z.boolean().optional(),
  rawSearchString: z.string().max(2000).optional(),
  results: z
    .array(z.object({ id: z.string(), score: z.number() }).loose())
    .max(1000)
    .optional(),
});

const telemetryBody = z.object({
  source: z.string().max(200).optional(),
  deploymentID: z.string().max(200).optional(),
  index: z.string().max(200).optional(),
  userAgent: z.string().max(1000).optional(),
  events: z.array(searchRecord).max(1000),
});

/** Search analytics batches, stored as received in the collection's event log. */
export function registerTelemetryRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  app.post('/v1/telemetry', async (c) => {
    const store = storeForEventKey(deps, c);
    const body = await parseBody(c, telemetryBody);
    await store.recordEvent({
      kind: 'telemetry',
      received_at: new Date().toISOString(),
      payload: body,
    });
    return c.json({ success: true, received: body.events.length });
  });
}
