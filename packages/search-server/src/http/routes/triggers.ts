import { ROUTES } from '@hlf-docs/search-client/protocol';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { CollectionState } from '../../storage/collection-state.js';
import type { Trigger } from '../../storage/entities.js';
import { onCollectionRoute } from '../protocol-route.js';
import { parseBody, parseQuery } from '../body.js';
import type { AppDeps, AppEnv } from '../context.js';
import { badRequest, conflict, notFound } from '../errors.js';
import { deleteByIdBody, entityId, newId } from './entity-id.js';

const triggerFields = {
  name: z.string().min(1).max(200),
  description: z.string().max(2000),
  response: z.string().max(4000),
  segment_id: z.string({ error: 'is required: a trigger belongs to a segment' }).min(1),
};
const insertTriggerBody = z.object({ id: entityId.optional(), ...triggerFields });
const updateTriggerBody = z.object({ id: z.string().min(1), ...triggerFields });
const getTriggerQuery = z.object({ trigger_id: z.string().min(1) });

function checkSegment(state: CollectionState, trigger: Trigger): void {
  if (!state.segments.has(trigger.segment_id)) {
    throw badRequest(
      `Invalid body: "segment_id": no segment "${trigger.segment_id}" in this collection`,
    );
  }
}

export function registerTriggerRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  onCollectionRoute(app, deps, ROUTES.insertTrigger, async (c) => {
    const body = await parseBody(c, insertTriggerBody);
    const trigger: Trigger = { ...body, id: body.id ?? newId() };
    await c.var.store.write((state) => {
      if (state.triggers.has(trigger.id)) throw conflict(`Trigger "${trigger.id}" already exists`);
      checkSegment(state, trigger);
      return { operations: [{ op: 'trigger.put', trigger }], result: null };
    });
    return c.json({ success: true, id: trigger.id, trigger });
  });

  onCollectionRoute(app, deps, ROUTES.getTrigger, (c) => {
    const { trigger_id } = parseQuery(c, getTriggerQuery);
    const trigger = c.var.store.state.triggers.get(trigger_id);
    if (!trigger) throw notFound(`Trigger "${trigger_id}" not found`);
    return c.json({ trigger });
  });

  onCollectionRoute(app, deps, ROUTES.listTriggers, (c) =>
    c.json({ triggers: [...c.var.store.state.triggers.values()] }),
  );

  onCollectionRoute(app, deps, ROUTES.deleteTrigger, async (c) => {
    const { id } = await parseBody(c, deleteByIdBody);
    await c.var.store.write((state) => {
      if (!state.triggers.has(id)) throw notFound(`Trigger "${id}" not found`);
      return { operations: [{ op: 'trigger.delete', id }], result: null };
    });
    return c.json({ success: true });
  });

  onCollectionRoute(app, deps, ROUTES.updateTrigger, async (c) => {
    const trigger: Trigger = await parseBody(c, updateTriggerBody);
    await c.var.store.write((state) => {
      if (!state.triggers.has(trigger.id)) throw notFound(`Trigger "${trigger.id}" not found`);
      checkSegment(state, trigger);
      return { operations: [{ op: 'trigger.put', trigger }], result: null };
    });
    return c.json({ success: true, trigger });
  });
}
