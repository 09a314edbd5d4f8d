import { Hono } from 'hono';
import { bodyLimit } from './body-limit.js';
import type { AppDeps, AppEnv } from './context.js';
import { cors } from './cors.js';
import { errorResponse, handleError } from './errors.js';
import { requestLog } from './request-log.js';
import { observeRequests } from './request-observer.js';
import type { RequestObserver } from './request-observer.js';
import { registerAnswerRoutes } from './routes/answer.js';
import { registerCollectionRoutes } from './routes/collections.js';
import { registerFeedbackRoutes } from './routes/feedback.js';
import { registerHookRoutes } from './routes/hooks.js';
import { registerIdentifyRoutes } from './routes/identify.js';
import { registerIndexRoutes } from './routes/indexes.js';
import { registerNlpRoutes } from './routes/nlp.js';
import { registerPlannedAnswerRoutes } from './routes/planned-answer.js';
import { registerSearchRoutes } from './routes/search.js';
import { registerSegmentRoutes } from './routes/segments.js';
import { registerStatsRoutes } from './routes/stats.js';
import { registerSystemPromptRoutes } from './routes/system-prompts.js';
import { registerTelemetryRoutes } from './routes/telemetry.js';
import { registerToolRoutes } from './routes/tools.js';
import { registerTriggerRoutes } from './routes/triggers.js';

export interface AppOptions {
  /** Largest accepted request body in bytes. */
  bodyLimitBytes: number;
  /** Allowed browser origins (`*` for any); the docs site calls the service from the browser. */
  corsOrigins: string[];
  /** Log every request (path without query). */
  logRequests: boolean;
  /** Told of every request (method, path, where the key was; never the key). For tests. */
  onRequest?: RequestObserver;
}

export function createApp(deps: AppDeps, options: AppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  if (options.onRequest) app.use('*', observeRequests(options.onRequest));
  if (options.logRequests) app.use('*', requestLog(deps.log));
  app.use('*', cors(options.corsOrigins));
  app.use('*', bodyLimit(options.bodyLimitBytes));

  app.get('/health', (c) => c.json({ status: 'ok' }));
  registerCollectionRoutes(app, deps);
  registerStatsRoutes(app, deps);
  registerSearchRoutes(app, deps);
  registerIndexRoutes(app, deps);
  registerAnswerRoutes(app, deps);
  registerPlannedAnswerRoutes(app, deps);
  registerNlpRoutes(app, deps);
  registerSegmentRoutes(app, deps);
  registerTriggerRoutes(app, deps);
  registerSystemPromptRoutes(app, deps);
  registerToolRoutes(app, deps);
  registerHookRoutes(app, deps);
  registerIdentifyRoutes(app, deps);
  registerTelemetryRoutes(app, deps);
  registerFeedbackRoutes(app, deps);

  app.notFound((c) =>
    errorResponse(c, 404, 'not_found', `No route for ${c.req.method} ${c.req.path}`),
  );
  app.onError(handleError(deps.log));
  return app;
}
