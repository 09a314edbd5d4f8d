import { feedbackRequestSchema, ROUTES } from '@hlf-docs/search-client/protocol';
import type { Hono } from 'hono';
import { parseBody } from '../body.js';
import type { AppDeps, AppEnv } from '../context.js';
import { onCollectionRoute } from '../protocol-route.js';

/**
 * A reader's verdict on an answer, kept in the collection's event log (appended and fsynced
 * before the answer, as identify and telemetry records) for the maintainers' report. The keys
 * are those of the answers themselves: read-query, so the read key (or the write key) serves.
 */
export function registerFeedbackRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  onCollectionRoute(app, deps, ROUTES.sendFeedback, async (c) => {
    const feedback = await parseBody(c, feedbackRequestSchema);
    await c.var.store.recordEvent({
      kind: 'feedback',
      received_at: new Date().toISOString(),
      payload: feedback,
    });
    return c.json({ success: true });
  });
}
