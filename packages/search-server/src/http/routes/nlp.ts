import { ROUTES } from '@hlf-docs/search-client/protocol';
import type { Hono } from 'hono';
import { z } from 'zod';
import { runNlpSearch } from '../../nlp/nlp-flow.js';
import { onCollectionRoute } from '../protocol-route.js';
import { parseBody } from '../body.js';
import type { AppDeps, AppEnv } from '../context.js';
import { eventStream } from '../sse.js';

const llmConfig = z
  .object({ provider: z.string().optional(), model: z.string().optional() })
  .loose()
  .nullish();

/** The server also accepts the config key spelled `LLMConfig`. */
const nlpBody = z.object({
  query: z.string().trim().min(1, 'must not be empty').max(2000),
  llm_config: llmConfig,
  LLMConfig: llmConfig,
});

export function registerNlpRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  onCollectionRoute(app, deps, ROUTES.nlpSearch, async (c) => {
    const { query } = await parseBody(c, nlpBody);
    const results = await runNlpSearch(
      c.var.store.state,
      query,
      deps.chat,
      c.req.raw.signal,
      async () => {},
    );
    return c.json(results);
  });

  onCollectionRoute(app, deps, ROUTES.nlpSearchStream, async (c) => {
    const { query } = await parseBody(c, nlpBody);
    const state = c.var.store.state;
    return eventStream(
      c,
      deps,
      async (stream) => {
        await runNlpSearch(state, query, deps.chat, stream.signal, (event) => stream.send(event));
      },
      (message) => ({ error: message }),
    );
  });
}
