import * as z from 'zod/mini';

/** Upper bounds of a feedback body; a server refuses more with a 400 naming the field. */
export const FEEDBACK_LIMITS = {
  idLength: 200,
  queryLength: 2000,
  reasonLength: 1000,
  pathLength: 1000,
} as const;

const id = z
  .string()
  .check(z.minLength(1, 'must not be empty'), z.maxLength(FEEDBACK_LIMITS.idLength));

/**
 * The body of `POST /feedback`: a reader's verdict on one answer, for the maintainers to see which
 * answers did not help (`hlf-docs-search-server report`). The ids are the answer request's.
 */
export const feedbackRequestSchema = z.object({
  interaction_id: id,
  conversation_id: id,
  visitor_id: id,
  /** The question the answer was for. */
  query: z
    .string()
    .check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(FEEDBACK_LIMITS.queryLength)),
  helpful: z.boolean(),
  /** Why not, in the reader's words. */
  reason: z.optional(z.string().check(z.maxLength(FEEDBACK_LIMITS.reasonLength))),
  /** The site path of the page the reader was on. */
  path: z.optional(z.string().check(z.maxLength(FEEDBACK_LIMITS.pathLength))),
});

export type FeedbackRequestBody = z.input<typeof feedbackRequestSchema>;
export type FeedbackRequest = z.output<typeof feedbackRequestSchema>;
