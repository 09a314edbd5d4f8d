import { ROUTES } from '@hlf-docs/search-client/protocol';
import type { Hono } from 'hono';
import { z } from 'zod';
import { PROMPT_MAX_CHARS, validateSystemPrompt } from '../../prompts/validate.js';
import type { SystemPrompt } from '../../storage/entities.js';
import { onCollectionRoute } from '../protocol-route.js';
import { parseBody, parseQuery } from '../body.js';
import type { AppDeps, AppEnv } from '../context.js';
import { conflict, notFound } from '../errors.js';
import { deleteByIdBody, entityId, newId } from './entity-id.js';

const promptFields = {
  name: z.string().min(1).max(200),
  prompt: z.string().min(1).max(PROMPT_MAX_CHARS, `must be at most ${PROMPT_MAX_CHARS} characters`),
  usage_mode: z.enum(['automatic', 'manual']),
};
const insertPromptBody = z.object({ id: entityId.optional(), ...promptFields });
const updatePromptBody = z.object({ id: z.string().min(1), ...promptFields });
const getPromptQuery = z.object({ system_prompt_id: z.string().min(1) });

/** Validation takes `{prompt}` or a whole system prompt under `system_prompt`; a long one is reported, not refused. */
const validatePromptBody = z
  .object({
    prompt: z.string().max(200_000).optional(),
    system_prompt: z
      .object({ prompt: z.string().max(200_000) })
      .loose()
      .optional(),
  })
  .loose()
  .refine((body) => body.prompt !== undefined || body.system_prompt !== undefined, {
    message: 'needs "prompt" or "system_prompt.prompt"',
    path: ['prompt'],
  });

export function registerSystemPromptRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  onCollectionRoute(app, deps, ROUTES.insertSystemPrompt, async (c) => {
    const body = await parseBody(c, insertPromptBody);
    const prompt: SystemPrompt = { ...body, id: body.id ?? newId() };
    await c.var.store.write((state) => {
      if (state.systemPrompts.has(prompt.id))
        throw conflict(`System prompt "${prompt.id}" already exists`);
      return { operations: [{ op: 'system_prompt.put', system_prompt: prompt }], result: null };
    });
    return c.json({ success: true, id: prompt.id, system_prompt: prompt });
  });

  // One prompt needs the read level; the list is read-query (as the protocol says).
  onCollectionRoute(app, deps, ROUTES.getSystemPrompt, (c) => {
    const { system_prompt_id } = parseQuery(c, getPromptQuery);
    const prompt = c.var.store.state.systemPrompts.get(system_prompt_id);
    if (!prompt) throw notFound(`System prompt "${system_prompt_id}" not found`);
    return c.json({ system_prompt: prompt });
  });

  onCollectionRoute(app, deps, ROUTES.listSystemPrompts, (c) =>
    c.json({ system_prompts: [...c.var.store.state.systemPrompts.values()] }),
  );

  onCollectionRoute(app, deps, ROUTES.deleteSystemPrompt, async (c) => {
    const { id } = await parseBody(c, deleteByIdBody);
    await c.var.store.write((state) => {
      if (!state.systemPrompts.has(id)) throw notFound(`System prompt "${id}" not found`);
      return { operations: [{ op: 'system_prompt.delete', id }], result: null };
    });
    return c.json({ success: true });
  });

  onCollectionRoute(app, deps, ROUTES.updateSystemPrompt, async (c) => {
    const prompt: SystemPrompt = await parseBody(c, updatePromptBody);
    await c.var.store.write((state) => {
      if (!state.systemPrompts.has(prompt.id))
        throw notFound(`System prompt "${prompt.id}" not found`);
      return { operations: [{ op: 'system_prompt.put', system_prompt: prompt }], result: null };
    });
    return c.json({ success: true, system_prompt: prompt });
  });

  onCollectionRoute(app, deps, ROUTES.validateSystemPrompt, async (c) => {
    const body = await parseBody(c, validatePromptBody);
    const text = body.system_prompt?.prompt ?? body.prompt ?? '';
    return c.json({ result: validateSystemPrompt(text) });
  });
}
