/**
 * The collection protocol as types, schemas and tables: one source for the client and the server
 * (`@hlf-docs/search-client/protocol`). The prose contract is PROTOCOL.md at the package root.
 */
export { SECURITY_LEVELS, LEVELS_SERVED_BY_KEY, keyKind, keyPlacement } from './key-levels.js';
export type { HTTPMethod, KeyKind, SecurityLevel } from './key-levels.js';
export { ROUTES, resolveRoute } from './routes.js';
export type { ResolvedRoute, Route, RouteName, RouteParams } from './routes.js';
export { searchHitSchema, searchHitsSchema } from './search-hits.js';
export type { SearchHit } from './search-hits.js';
export {
  ANSWER_LIMITS,
  ANSWER_OPTION_FIELDS,
  DEFAULT_MAX_DOCUMENTS,
  DEFAULT_MIN_SIMILARITY,
  DEFAULT_RELATED_SIZE,
  answerRequestSchema,
  messageSchema,
  relatedOptionsSchema,
  requestedLLMSchema,
} from './answer-request.js';
export type {
  AnswerOptions,
  AnswerRequest,
  AnswerRequestBody,
  ChatMessage,
} from './answer-request.js';
export {
  ACKNOWLEDGEMENT,
  ANSWER_ACTIONS,
  ANSWER_VALUE_SCHEMAS,
  DECLINE_REASONS,
  PLAN_STEPS,
  REPLY_STEPS,
  actionEnvelope,
  actionMessageSchema,
  answerEnvelopeSchema,
  isReplyStep,
  isValueAction,
  relatedQueriesSchema,
} from './answer-events.js';
export type {
  AnswerAction,
  AnswerActionValues,
  AnswerDeclined,
  AnswerEnvelope,
  LLMChoice,
  PlanStep,
  PlanStepName,
  SegmentChoice,
  TextAction,
  TriggerChoice,
  ValueAction,
} from './answer-events.js';
export { NLP_STREAM_DATA, NLP_STREAM_STEPS } from './nlp-stream.js';
export type { NLPStreamDataKey, NLPStreamServerEvent, NLPStreamStep } from './nlp-stream.js';
export { FEEDBACK_LIMITS, feedbackRequestSchema } from './feedback.js';
export type { FeedbackRequest, FeedbackRequestBody } from './feedback.js';
export { SEARCH_ENTRIES_FILE, codeBlockSchema, searchEntrySchema } from './search-entries.js';
export type { CodeBlock, SearchEntry } from './search-entries.js';
export { askableQuestions } from './readers-questions.js';
export { MAX_SELECTED_PROPERTIES, SNIPPET_LIMITS } from './search-shape.js';
export type { SearchShape } from './search-shape.js';
