import { ROUTES } from '@hlf-docs/search-client/protocol';
import type { Hono } from 'hono';
import { runAnswerFlow } from '../../answer/answer-flow.js';
import { onCollectionRoute } from '../protocol-route.js';
import type { AppDeps, AppEnv } from '../context.js';
import { streamAnswer } from './answer-stream.js';

export function registerAnswerRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  onCollectionRoute(app, deps, ROUTES.answer, (c) => streamAnswer(c, deps, runAnswerFlow));
}
