import { z } from 'zod';

export const DEFAULT_MAX_DOCUMENTS = 5;
export const DEFAULT_MIN_SIMILARITY = 0.5;
export const DEFAULT_RELATED_SIZE = 3;

const message = z.object({
  role: z.enum(['user', 'assistant', 'system']),
  content: z.string().max(20_000),
});

/** The body of `/answer` and `/planned_answer`. */
export const answerRequestBody = z.object({
  interaction_id: z.string().max(200).optional(),
  query: z.string().trim().min(1, 'must not be empty').max(2000),
  visitor_id: z.string().max(200).optional(),
  conversation_id: z.string().max(200).optional(),
  messages: z.array(message).max(200).default([]),
  llm_config: z
    .object({ provider: z.string().optional(), model: z.string().optional() })
    .loose()
    .nullish(),
  related: z
    .object({
      enabled: z.boolean().default(false),
      size: z.number().int().min(1).max(10).default(DEFAULT_RELATED_SIZE),
      format: z.enum(['question', 'query']).default('question'),
    })
    .nullish(),
  min_similarity: z.number().min(0).max(1).default(DEFAULT_MIN_SIMILARITY),
  max_documents: z.number().int().min(1).max(50).default(DEFAULT_MAX_DOCUMENTS),
  ragat_notation: z.string().max(2000).nullish(),
  indexes: z.array(z.string()).optional(),
});

export type AnswerRequest = z.output<typeof answerRequestBody>;
