import { ROUTES } from '@hlf-docs/search-client/protocol';
import type { Hono } from 'hono';
import { z } from 'zod';
import { runTools } from '../../answer/tool-runner.js';
import type { Tool } from '../../storage/entities.js';
import { onCollectionRoute } from '../protocol-route.js';
import { parseBody, parseQuery } from '../body.js';
import type { AppDeps, AppEnv } from '../context.js';
import { ApiError, badRequest, conflict, notFound } from '../errors.js';
import { deleteByIdBody, entityId } from './entity-id.js';

/** Parameters travel as JSON Schema text; an object is accepted and stored as its JSON text. */
const parametersSchema = z
  .union([z.string(), z.record(z.string(), z.unknown())])
  .transform((value, context) => {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    try {
      const parsed = JSON.parse(text) as unknown;
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return text;
    } catch {
      // reported below
    }
    context.addIssue({ code: 'custom', message: 'must be the JSON text of a JSON Schema object' });
    return z.NEVER;
  });

const toolBody = z.object({
  id: entityId,
  description: z.string().min(1).max(2000),
  parameters: parametersSchema,
  code: z.string().max(100_000).optional(),
  system_prompt: z.string().max(8000).optional(),
});
const getToolQuery = z.object({ tool_id: z.string().min(1) });

const runToolsBody = z.object({
  tool_ids: z.array(z.string()).optional(),
  messages: z
    .array(z.object({ role: z.enum(['system', 'user', 'assistant']), content: z.string() }))
    .min(1, 'must hold at least one message'),
  llm_config: z.unknown().optional(),
});

function toTool(body: z.output<typeof toolBody>): Tool {
  const tool: Tool = { id: body.id, description: body.description, parameters: body.parameters };
  if (body.code !== undefined) tool.code = body.code;
  if (body.system_prompt !== undefined) tool.system_prompt = body.system_prompt;
  return tool;
}

export function registerToolRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  onCollectionRoute(app, deps, ROUTES.insertTool, async (c) => {
    const tool = toTool(await parseBody(c, toolBody));
    await c.var.store.write((state) => {
      if (state.tools.has(tool.id)) throw conflict(`Tool "${tool.id}" already exists`);
      return { operations: [{ op: 'tool.put', tool }], result: null };
    });
    return c.json({ success: true, id: tool.id, tool });
  });

  onCollectionRoute(app, deps, ROUTES.getTool, (c) => {
    const { tool_id } = parseQuery(c, getToolQuery);
    const tool = c.var.store.state.tools.get(tool_id);
    if (!tool) throw notFound(`Tool "${tool_id}" not found`);
    return c.json({ tool });
  });

  onCollectionRoute(app, deps, ROUTES.listTools, (c) =>
    c.json({ tools: [...c.var.store.state.tools.values()] }),
  );

  onCollectionRoute(app, deps, ROUTES.deleteTool, async (c) => {
    const { id } = await parseBody(c, deleteByIdBody);
    await c.var.store.write((state) => {
      if (!state.tools.has(id)) throw notFound(`Tool "${id}" not found`);
      return { operations: [{ op: 'tool.delete', id }], result: null };
    });
    return c.json({ success: true });
  });

  onCollectionRoute(app, deps, ROUTES.updateTool, async (c) => {
    const tool = toTool(await parseBody(c, toolBody));
    await c.var.store.write((state) => {
      if (!state.tools.has(tool.id)) throw notFound(`Tool "${tool.id}" not found`);
      return { operations: [{ op: 'tool.put', tool }], result: null };
    });
    return c.json({ success: true, tool });
  });

  onCollectionRoute(app, deps, ROUTES.runTools, async (c) => {
    // The body first: a malformed request is told what is wrong with it, whatever the server.
    const body = await parseBody(c, runToolsBody);
    if (!deps.chat) {
      throw new ApiError(
        501,
        'not_implemented',
        'Running tools needs a language model, and none is configured on this server: set SEARCH_LLM_BASE_URL and SEARCH_LLM_MODEL (and SEARCH_LLM_API_KEY if the endpoint needs one)',
      );
    }
    const all = c.var.store.state.tools;
    const ids = body.tool_ids ?? [...all.keys()];
    const tools: Tool[] = [];
    for (const id of ids) {
      const tool = all.get(id);
      if (!tool) throw badRequest(`Invalid body: "tool_ids": no tool "${id}" in this collection`);
      tools.push(tool);
    }
    if (tools.length === 0) return c.json({ results: null });
    const results = await runTools(deps.chat, tools, body.messages, c.req.raw.signal);
    return c.json({ results });
  });
}
