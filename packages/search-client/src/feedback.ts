import { visitorId } from './answer/visitor-id.js';
import { InvalidInputError } from './errors.js';
import type { Transport } from './http/request.js';
import { ROUTES } from './protocol/routes.js';
import type { FeedbackRequestBody } from './protocol/feedback.js';

/** A reader's verdict on one answer of an answer session. */
export interface FeedbackParams {
  /** The answer's interaction (`Interaction.id`). */
  interactionID: string;
  /** The session's conversation (`AnswerSession.conversationID`). */
  conversationID: string;
  /** The question the answer was for. */
  query: string;
  helpful: boolean;
  /** Why not, in the reader's words (at most 1000 characters). */
  reason?: string;
  /** The site path of the page the reader was on. */
  path?: string;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * POST `/feedback` (read key, in the query string, as for the answers). The visitor id is the
 * client's own (the one its answer requests carry).
 */
export async function sendFeedback(transport: Transport, params: FeedbackParams): Promise<void> {
  if (typeof params !== 'object' || params === null) {
    throw new InvalidInputError('Feedback must be an object');
  }
  for (const field of ['interactionID', 'conversationID', 'query'] as const) {
    if (!isText(params[field])) throw new InvalidInputError(`${field} must be a non-empty string`);
  }
  if (typeof params.helpful !== 'boolean') throw new InvalidInputError('helpful must be a boolean');
  const body: FeedbackRequestBody = {
    interaction_id: params.interactionID,
    conversation_id: params.conversationID,
    visitor_id: visitorId(),
    query: params.query,
    helpful: params.helpful,
    ...(params.reason === undefined ? {} : { reason: params.reason }),
    ...(params.path === undefined ? {} : { path: params.path }),
  };
  await transport.call({ ...ROUTES.sendFeedback, body });
}
