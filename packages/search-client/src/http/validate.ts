import type * as z from 'zod/mini';
import { InvalidResponseError } from '../errors.js';

/**
 * Check data that came from outside (a server answer) against its schema. zod/mini keeps the
 * browser bundle small; the schemas are loose, so fields a newer server adds pass through.
 */
export function parseResponse<T extends z.ZodMiniType>(
  schema: T,
  data: unknown,
  what: string,
): z.output<T> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const at = issue && issue.path.length > 0 ? ` at "${issue.path.join('.')}"` : '';
  throw new InvalidResponseError(
    `Unexpected answer from ${what}${at}: ${issue?.message ?? 'invalid'}`,
  );
}
