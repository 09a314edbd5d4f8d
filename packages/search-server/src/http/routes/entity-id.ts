import { randomUUID } from 'node:crypto';
import { z } from 'zod';

/** Ids of segments, triggers, prompts and tools: short, printable, no spaces. */
export const entityId = z
  .string()
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$/,
    'must be 1-128 letters, digits, ".", ":", "-" or "_"',
  );

export const deleteByIdBody = z.object({ id: z.string().min(1) });

export function newId(): string {
  return randomUUID();
}
