import { ROUTES } from '@hlf-docs/search-client/protocol';
import type { Hono } from 'hono';
import { runPlannedFlow } from '../../answer/planned-flow.js';
import { onCollectionRoute } from '../protocol-route.js';
import type { AppDeps, AppEnv } from '../context.js';
import { streamAnswer } from './answer-stream.js';

export function registerPlannedAnswerRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  onCollectionRoute(app, deps, ROUTES.plannedAnswer, (c) => streamAnswer(c, deps, runPlannedFlow));
}
