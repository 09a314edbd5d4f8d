export { CollectionManager } from './client/collection-manager.js';
export type { CollectionManagerConfig } from './client/collection-manager.js';
export { Transport } from './http/request.js';
export type { ClientConfig, FetchFunction } from './http/request.js';
export type { SecurityLevel } from './protocol/key-levels.js';
export {
  ConnectionError,
  HTTPStatusError,
  InvalidInputError,
  InvalidResponseError,
  InvalidStateError,
  MissingAPIKeyError,
  RequestAbortedError,
  SearchClientError,
  StreamError,
} from './errors.js';
export { search, getStats } from './search.js';
export type {
  CollectionStats,
  FacetResult,
  SearchHit,
  SearchMode,
  SearchParams,
  SearchResult,
} from './search.js';
export { nlpSearch, nlpSearchStream } from './nlp.js';
export type { GeneratedQuery, NLPSearchParams, NLPSearchResult, NLPStreamEvent } from './nlp.js';
export { AnswerSession } from './answer/answer-session.js';
export { sendFeedback } from './feedback.js';
export type { FeedbackParams } from './feedback.js';
export type {
  AnswerSessionOptions,
  AskParams,
  Interaction,
  LLMConfig,
  Message,
  PlanExecutionStep,
  PlanStep,
  RelatedOptions,
  Selection,
} from './answer/types.js';
export { IndexHandle, createIndex, deleteIndex, listDocuments } from './indexes.js';
export type { CollectionDocument, CreateIndexParams, EmbeddingSetting } from './indexes.js';
export { createCollection, getCollection, listCollections } from './collections.js';
export type {
  CollectionDetail,
  CollectionSummary,
  CreateCollectionParams,
  CreatedCollection,
} from './collections.js';
export { Hooks } from './hooks.js';
export type { CreatedHook } from './hooks.js';
export { Segments } from './segments.js';
export type { NewSegment, Segment } from './segments.js';
export { Triggers } from './triggers.js';
export type { NewTrigger, Trigger } from './triggers.js';
export { SystemPrompts } from './system-prompts.js';
export type { NewSystemPrompt, SystemPrompt, SystemPromptValidation } from './system-prompts.js';
export { Tools, serializeToolParameters } from './tools.js';
export type { NewTool, RunToolsParams, Tool, ToolParameters, ToolRunResult } from './tools.js';
export { formatDuration } from './format-duration.js';
export { Profile, USER_ID_STORAGE_KEY } from './profile.js';
export type { ProfileOptions } from './profile.js';
export { createAnalytics, DEFAULT_FLUSH_INTERVAL_MS, DEFAULT_FLUSH_SIZE } from './analytics.js';
export type { Analytics, AnalyticsOptions, SearchRecord } from './analytics.js';
export { loadLocalIndex } from './local-index.js';
