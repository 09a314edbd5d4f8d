import type { Hono } from 'hono';
import { runAnswerFlow } from '../../answer/answer-flow.js';
import { requireLevel } from '../auth.js';
import type { AppDeps, AppEnv } from '../context.js';
import { streamAnswer } from './answer-stream.js';

export function registerAnswerRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  app.post('/v1/collections/:collectionId/answer', requireLevel(deps, 'read-query'), (c) =>
    streamAnswer(c, deps, runAnswerFlow),
  );
}
