import type { Hono } from 'hono';
import { runPlannedFlow } from '../../answer/planned-flow.js';
import { requireLevel } from '../auth.js';
import type { AppDeps, AppEnv } from '../context.js';
import { streamAnswer } from './answer-stream.js';

export function registerPlannedAnswerRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  app.post('/v1/collections/:collectionId/planned_answer', requireLevel(deps, 'read-query'), (c) =>
    streamAnswer(c, deps, runPlannedFlow),
  );
}
