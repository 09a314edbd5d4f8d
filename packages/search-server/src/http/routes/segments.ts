import { ROUTES } from '@hlf-docs/search-client/protocol';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { Segment } from '../../storage/entities.js';
import { onCollectionRoute } from '../protocol-route.js';
import { parseBody, parseQuery } from '../body.js';
import type { AppDeps, AppEnv } from '../context.js';
import { conflict, notFound } from '../errors.js';
import { deleteByIdBody, entityId, newId } from './entity-id.js';

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
  onCollectionRoute(app, deps, ROUTES.insertSegment, async (c) => {
    const body = await parseBody(c, insertSegmentBody);
    const segment = toSegment({ ...body, id: body.id ?? newId() });
    await c.var.store.write((state) => {
      if (state.segments.has(segment.id)) throw conflict(`Segment "${segment.id}" already exists`);
      return { operations: [{ op: 'segment.put', segment }], result: null };
    });
    return c.json({ success: true, id: segment.id, segment });
  });

  onCollectionRoute(app, deps, ROUTES.getSegment, (c) => {
    const { segment_id } = parseQuery(c, getSegmentQuery);
    const segment = c.var.store.state.segments.get(segment_id);
    if (!segment) throw notFound(`Segment "${segment_id}" not found`);
    return c.json({ segment });
  });

  onCollectionRoute(app, deps, ROUTES.listSegments, (c) =>
    c.json({ segments: [...c.var.store.state.segments.values()] }),
  );

  onCollectionRoute(app, deps, ROUTES.deleteSegment, async (c) => {
    const { id } = await parseBody(c, deleteByIdBody);
    await c.var.store.write((state) => {
      if (!state.segments.has(id)) throw notFound(`Segment "${id}" not found`);
      return { operations: [{ op: 'segment.delete', id }], result: null };
    });
    return c.json({ success: true });
  });

  onCollectionRoute(app, deps, ROUTES.updateSegment, async (c) => {
    const segment = toSegment(await parseBody(c, updateSegmentBody));
    await c.var.store.write((state) => {
      if (!state.segments.has(segment.id)) throw notFound(`Segment "${segment.id}" not found`);
      return { operations: [{ op: 'segment.put', segment }], result: null };
    });
    return c.json({ success: true, segment });
  });
}
