import { z } from 'zod';

/**
 * The records a collection holds, as stored and as returned on the wire. Each is a zod schema so
 * that what is read back from disk is checked as strictly as what arrives over HTTP; the types
 * are inferred from the schemas, so the two cannot drift apart.
 */

export const documentRecordSchema = z.looseObject({ id: z.string() });
export type DocumentRecord = z.infer<typeof documentRecordSchema>;

export const segmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  goal: z.string().optional(),
});
export type Segment = z.infer<typeof segmentSchema>;

export const triggerSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  response: z.string(),
  segment_id: z.string(),
});
export type Trigger = z.infer<typeof triggerSchema>;

export const systemPromptSchema = z.object({
  id: z.string(),
  name: z.string(),
  prompt: z.string(),
  usage_mode: z.enum(['automatic', 'manual']),
});
export type SystemPrompt = z.infer<typeof systemPromptSchema>;

export const toolSchema = z.object({
  id: z.string(),
  description: z.string(),
  /** JSON Schema of the parameters, as JSON text. */
  parameters: z.string(),
  code: z.string().optional(),
  system_prompt: z.string().optional(),
});
export type Tool = z.infer<typeof toolSchema>;

/** A hook is stored with its code and never executed. */
export const hookSchema = z.object({
  name: z.string(),
  code: z.string(),
  created_at: z.string(),
});
export type Hook = z.infer<typeof hookSchema>;

export const collectionMetaSchema = z.object({
  id: z.string(),
  description: z.string(),
  /** Hex SHA-256 digests; the keys themselves are never written to disk. */
  read_key_digest: z.string().regex(/^[0-9a-f]{64}$/),
  write_key_digest: z.string().regex(/^[0-9a-f]{64}$/),
  created_at: z.string(),
});
export type CollectionMeta = z.infer<typeof collectionMetaSchema>;

export const indexMetaSchema = z.object({
  id: z.string(),
  embedding: z.union([z.string(), z.array(z.string())]),
});
export type IndexMeta = z.infer<typeof indexMetaSchema>;
