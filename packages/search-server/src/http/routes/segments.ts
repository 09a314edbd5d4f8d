import type { Hono } from 'hono';
import { z } from 'zod';
import type { Segment } from '../../storage/entities.js';
import { requireLevel } from '../auth.js';
import { parseBody, parseQuery } from '../body.js';
import type { AppDeps, AppEnv } from '../context.js';
import { conflict, notFound } from '../errors.js';
import { deleteByIdBody, entityId, newId } from './entity-id.js';

const P = '/v1/collections/:collectionId/segments';

const segmentFields = {
  name: z.string().min(1).max(200),
  description: z.string().max(2000),
  goal: z.string().max(2000).optional(),
};
const insertSegmentBody = z.object({ id: entityId.optional(), ...segmentFields });
const updateSegmentBody = z.object({ id: z.string().min(1), ...segmentFields });
const getSegmentQuery = z.object({ segment_id: z.string().min(1) });

function toSegment(body: {
  id: string;
  name: string;
  description: string;
  goal?: string;
}): Segment {
  return {
    id: body.id,
    name: body.name,
    description: body.description,
    ...(body.goal !== undefined ? { goal: body.goal } : {}),
  };
}

export function registerSegmentRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const write = requireLevel(deps, 'write');
  const readQuery = requireLevel(deps, 'read-query');

  app.post(`${P}/insert`, write, async (c) => {
    const body = await parseBody(c, insertSegmentBody);
    const segment = toSegment({ ...body, id: body.id ?? newId() });
    await c.var.store.write((state) => {
      if (state.segments.has(segment.id)) throw conflict(`Segment "${segment.id}" already exists`);
      return { operations: [{ op: 'segment.put', segment }], result: null };
    });
    return c.json({ success: true, id: segment.id, segment });
  });

  app.get(`${P}/get`, readQuery, (c) => {
    const { segment_id } = parseQuery(c, getSegmentQuery);
    const segment = c.var.store.state.segments.get(segment_id);
    if (!segment) throw notFound(`Segment "${segment_id}" not found`);
    return c.json({ segment });
  });

  app.get(`${P}/all`, readQuery, (c) =>
    c.json({ segments: [...c.var.store.state.segments.values()] }),
  );

  app.post(`${P}/delete`, write, async (c) => {
    const { id } = await parseBody(c, deleteByIdBody);
    await c.var.store.write((state) => {
      if (!state.segments.has(id)) throw notFound(`Segment "${id}" not found`);
      return { operations: [{ op: 'segment.delete', id }], result: null };
    });
    return c.json({ success: true });
  });

  app.post(`${P}/update`, write, async (c) => {
    const segment = toSegment(await parseBody(c, updateSegmentBody));
    await c.var.store.write((state) => {
      if (!state.segments.has(segment.id)) throw notFound(`Segment "${segment.id}" not found`);
      return { operations: [{ op: 'segment.put', segment }], result: null };
    });
    return c.json({ success: true, segment });
  });
}
