import type { Hono } from 'hono';
import { z } from 'zod';
import { parseBody } from '../body.js';
import type { AppDeps, AppEnv } from '../context.js';
import { storeForEventKey } from './received-events.js';

/**
 * What one `/v1/telemetry` request may hold. The read key that sends it is public, and its records
 * are stored as received, so each is bounded, not only the body. The site's analytics client
 * (`createAnalytics` of @hlf-docs/search-client) sends 25 records a batch, and what it kept through
 * an outage (up to 1000) in requests of at most 60 KiB, what a browser carries for a page that may
 * be closing; it drops a batch refused with a 4xx. Its records are about 10 kB at most (the 60
 * sections of a search with their paths, and the term twice): 64 KiB leaves room for other
 * callers, and is all a browser beacon may carry anyway. 1000 records a request are for callers
 * other than the site's.
 */
const TELEMETRY_LIMITS = { records: 1000, recordBytes: 64 * 1024 } as const;

const searchRecordFields = z.looseObject({
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

/** A record, its free-form query and fields of its own included, of at most `recordBytes`. */
const searchRecord = searchRecordFields.superRefine((record, context) => {
  const bytes = Buffer.byteLength(JSON.stringify(record));
  if (bytes > TELEMETRY_LIMITS.recordBytes) {
    context.addIssue({
      code: 'custom',
      message: `a record may hold at most ${TELEMETRY_LIMITS.recordBytes} bytes of JSON, this one holds ${bytes}`,
    });
  }
});

const telemetryBody = z.object({
  source: z.string().max(200).optional(),
  deploymentID: z.string().max(200).optional(),
  index: z.string().max(200).optional(),
  userAgent: z.string().max(1000).optional(),
  // Counted before any record is read: a refused batch costs no validation of its records.
  events: z
    .array(z.unknown())
    .superRefine((events, context) => {
      if (events.length > TELEMETRY_LIMITS.records) {
        context.addIssue({
          code: 'custom',
          message: `at most ${TELEMETRY_LIMITS.records} records per request, got ${events.length}`,
          abort: true,
        });
      }
    })
    .pipe(z.array(searchRecord)),
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
