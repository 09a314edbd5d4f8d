import * as z from 'zod/mini';

/** What a server assumes when a request leaves these out (PROTOCOL.md, "Answer requests"). */
export const DEFAULT_MAX_DOCUMENTS = 5;
export const DEFAULT_MIN_SIMILARITY = 0.5;
export const DEFAULT_RELATED_SIZE = 3;

/** Upper bounds of an answer request; a server refuses more with a 400 naming the field. */
export const ANSWER_LIMITS = {
  queryLength: 2000,
  messageLength: 20_000,
  messages: 200,
  idLength: 200,
  maxDocuments: 50,
  relatedSize: 10,
  ragatNotationLength: 2000,
  pagePathLength: 1000,
} as const;

const id = z.optional(z.string().check(z.maxLength(ANSWER_LIMITS.idLength)));

export const messageSchema = z.object({
  role: z.enum(['user', 'assistant', 'system']),
  content: z.string().check(z.maxLength(ANSWER_LIMITS.messageLength)),
});

/** The model a request asks for; a server may know other fields. */
export const requestedLLMSchema = z.nullish(
  z.looseObject({ provider: z.optional(z.string()), model: z.optional(z.string()) }),
);

export const relatedOptionsSchema = z.object({
  enabled: z._default(z.boolean(), false),
  size: z._default(
    z.int().check(z.minimum(1), z.maximum(ANSWER_LIMITS.relatedSize)),
    DEFAULT_RELATED_SIZE,
  ),
  format: z._default(z.enum(['question', 'query']), 'question'),
});

/**
 * The body of `/answer` and `/planned_answer`. A client sends its input form (`AnswerRequestBody`);
 * a server validates with this schema and works on the output (`AnswerRequest`, defaults filled).
 * There is no `indexes` field: an answer searches every index of the collection.
 */
export const answerRequestSchema = z.object({
  interaction_id: id,
  query: z
    .string()
    .check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(ANSWER_LIMITS.queryLength)),
  visitor_id: id,
  conversation_id: id,
  /** The conversation before this question, oldest first. */
  messages: z._default(z.array(messageSchema).check(z.maxLength(ANSWER_LIMITS.messages)), []),
  llm_config: requestedLLMSchema,
  related: z.nullish(relatedOptionsSchema),
  min_similarity: z._default(z.number().check(z.minimum(0), z.maximum(1)), DEFAULT_MIN_SIMILARITY),
  max_documents: z._default(
    z.int().check(z.minimum(1), z.maximum(ANSWER_LIMITS.maxDocuments)),
    DEFAULT_MAX_DOCUMENTS,
  ),
  ragat_notation: z.nullish(z.string().check(z.maxLength(ANSWER_LIMITS.ragatNotationLength))),
  /**
   * The site path of the page the reader asks about (`/bevel-operator-fabric/docs/...`, without
   * anchor): its sections are preferred, as a boost, not a filter.
   */
  page_path: z.optional(
    z
      .string()
      .check(
        z.maxLength(ANSWER_LIMITS.pagePathLength),
        z.regex(/^\/[^#?\s]*$/, 'must be a site path such as /docs/intro, without anchor or query'),
      ),
  ),
});

export type AnswerRequestBody = z.input<typeof answerRequestSchema>;
export type AnswerRequest = z.output<typeof answerRequestSchema>;
export type ChatMessage = z.output<typeof messageSchema>;

/** The fields of the body a caller chooses per question; a session fills in the others. */
export const ANSWER_OPTION_FIELDS = [
  'related',
  'min_similarity',
  'max_documents',
  'ragat_notation',
] as const;

export type AnswerOptions = Pick<AnswerRequestBody, (typeof ANSWER_OPTION_FIELDS)[number]>;
