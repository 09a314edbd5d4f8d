import { ROUTES } from '@hlf-docs/search-client/protocol';
import type { Hono } from 'hono';
import { onCollectionRoute } from '../protocol-route.js';
import type { AppDeps, AppEnv } from '../context.js';
import { indexSummaries } from './collections.js';

export function registerStatsRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  onCollectionRoute(app, deps, ROUTES.stats, (c) => {
    const { state } = c.var.store;
    const events = c.var.store.receivedEventCounts;
    return c.json({
      id: state.meta.id,
      description: state.meta.description,
      document_count: state.documentCount,
      indexes: indexSummaries(state),
      segment_count: state.segments.size,
      trigger_count: state.triggers.size,
      system_prompt_count: state.systemPrompts.size,
      tool_count: state.tools.size,
      hook_count: state.hooks.size,
      identify_count: events.identify,
      telemetry_event_count: events.telemetry,
      feedback_count: events.feedback,
    });
  });
}
