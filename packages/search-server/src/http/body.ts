import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError, badRequest } from './errors.js';

/** `a.b[2].c`, the way a reader would name a field of the body. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((part, position) =>
      typeof part === 'number' ? `[${part}]` : position === 0 ? String(part) : `.${String(part)}`,
    )
    .join('');
}

type Issue = z.core.$ZodIssue;

/**
 * The issue to report. For a union, the branch that got furthest (the deepest path) explains the
 * problem best: `[0].id: expected string` rather than "Invalid input".
 */
function mostSpecific(issue: Issue): { path: PropertyKey[]; message: string } {
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    let best: { path: PropertyKey[]; message: string } | undefined;
    for (const branch of issue.errors) {
      const first = branch[0];
      if (!first) continue;
      const inner = mostSpecific(first);
      if (!best || inner.path.length > best.path.length) best = inner;
    }
    if (best) return { path: [...issue.path, ...best.path], message: best.message };
  }
  return { path: [...issue.path], message: issue.message };
}

export function describeZodError(error: z.ZodError, what: string): string {
  const first = error.issues[0];
  if (!first) return `Invalid ${what}`;
  const issue = mostSpecific(first);
  const field = fieldPath(issue.path);
  return field === ''
    ? `Invalid ${what}: ${issue.message}`
    : `Invalid ${what}: "${field}": ${issue.message}`;
}

/**
 * Parse the body as JSON whatever the Content-Type says: browsers send beacons as text/plain.
 * An empty body counts as `{}` so that calls without parameters need no body.
 */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('Request body is not valid JSON');
  }
}

export async function parseBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  const result = schema.safeParse(await readJson(c));
  if (!result.success) throw badRequest(describeZodError(result.error, 'body'));
  return result.data;
}

export function parseQuery<T extends z.ZodType>(c: Context, schema: T): z.output<T> {
  const result = schema.safeParse(c.req.query());
  if (!result.success) {
    throw new ApiError(400, 'invalid_query', describeZodError(result.error, 'query'));
  }
  return result.data;
}
