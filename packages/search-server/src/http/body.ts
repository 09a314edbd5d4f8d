import type { Context } from 'hono';
import { z } from 'zod';
import { describeZodError } from '../describe-zod-error.js';
import { DEFAULT_BODY_LIMIT_BYTES } from '../config.js';
import { readBodyText } from './body-limit.js';
import { ApiError, badRequest } from './errors.js';
import { maxBodyDepth, tooDeepPath } from './json-depth.js';

/**
 * Parse the body as JSON whatever the Content-Type says: browsers send beacons as text/plain.
 * An empty body counts as `{}` so that calls without parameters need no body. Every route reads
 * its body here, so the bound on nesting holds for all of them.
 */
export async function readJson(c: Context): Promise<unknown> {
  const text = await readBodyText(
    c,
    (c.get('bodyLimitBytes') as number | undefined) ?? DEFAULT_BODY_LIMIT_BYTES,
  );
  if (text.trim() === '') return {};
  // Before the parse, which would spend seconds on a body of megabytes of `[` (see tooDeepPath).
  const tooDeep = tooDeepPath(text);
  if (tooDeep !== undefined) {
    throw badRequest(`Invalid body: "${tooDeep}" is nested more than ${maxBodyDepth} levels deep`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('Request body is not valid JSON');
  }
}

/** Any zod schema: the shared protocol's are zod/mini, the server's own are classic zod. */
export async function parseBody<T extends z.core.$ZodType>(
  c: Context,
  schema: T,
): Promise<z.output<T>> {
  const result = z.safeParse(schema, await readJson(c));
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
