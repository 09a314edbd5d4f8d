import { AnswerSession } from '../answer/answer-session.js';
import type { AnswerSessionOptions } from '../answer/types.js';
import { createCollection, getCollection, listCollections } from '../collections.js';
import type {
  CollectionDetail,
  CollectionSummary,
  CreateCollectionParams,
  CreatedCollection,
} from '../collections.js';
import { sendFeedback } from '../feedback.js';
import type { FeedbackParams } from '../feedback.js';
import { Hooks } from '../hooks.js';
import { Transport } from '../http/request.js';
import type { ClientConfig } from '../http/request.js';
import { IndexHandle, createIndex, deleteIndex, listDocuments } from '../indexes.js';
import type { CollectionDocument, CreateIndexParams } from '../indexes.js';
import { nlpSearch, nlpSearchStream } from '../nlp.js';
import type { NLPSearchParams, NLPSearchResult, NLPStreamEvent } from '../nlp.js';
import { getStats, search } from '../search.js';
import type { CollectionStats, SearchParams, SearchResult } from '../search.js';
import { Segments } from '../segments.js';
import { SystemPrompts } from '../system-prompts.js';
import { Tools } from '../tools.js';
import { Triggers } from '../triggers.js';

export type CollectionManagerConfig = ClientConfig;

/**
 * Every call of one collection (PROTOCOL.md, "Calls") behind one object. Each resource lives
 * in its own module; code that needs only search can import `Transport` and `search` instead,
 * and ship far less to the browser.
 */
export class CollectionManager {
  readonly transport: Transport;
  readonly hooks: Hooks;
  readonly segments: Segments;
  readonly triggers: Triggers;
  readonly systemPrompts: SystemPrompts;
  readonly tools: Tools;

  constructor(config: CollectionManagerConfig) {
    this.transport = new Transport(config);
    this.hooks = new Hooks(this.transport);
    this.segments = new Segments(this.transport);
    this.triggers = new Triggers(this.transport);
    this.systemPrompts = new SystemPrompts(this.transport);
    this.tools = new Tools(this.transport);
  }

  /** POST `/search` (read key, in the query string); adds `elapsed`. */
  search<TDocument = Record<string, unknown>>(
    params: SearchParams,
    options?: { signal?: AbortSignal },
  ): Promise<SearchResult<TDocument>> {
    return search<TDocument>(this.transport, params, options);
  }

  nlpSearch(
    params: NLPSearchParams,
    options?: { signal?: AbortSignal },
  ): Promise<NLPSearchResult[]> {
    return nlpSearch(this.transport, params, options);
  }

  nlpSearchStream(
    params: NLPSearchParams,
    options?: { signal?: AbortSignal },
  ): AsyncGenerator<NLPStreamEvent, void, undefined> {
    return nlpSearchStream(this.transport, params, options);
  }

  getStats(): Promise<CollectionStats> {
    return getStats(this.transport);
  }

  createIndex(params: CreateIndexParams): Promise<void> {
    return createIndex(this.transport, params);
  }

  deleteIndex(id: string): Promise<void> {
    return deleteIndex(this.transport, id);
  }

  /** The calls on one index: `reindex`, `insertDocuments`, `deleteDocuments`. */
  index(id: string): IndexHandle {
    return new IndexHandle(this.transport, id);
  }

  listDocuments(): Promise<CollectionDocument[]> {
    return listDocuments(this.transport);
  }

  createAnswerSession(options?: AnswerSessionOptions): AnswerSession {
    return new AnswerSession(this.transport, options);
  }

  /** POST `/feedback` (read key): a reader's verdict on an answer, with this client's visitor id. */
  sendFeedback(params: FeedbackParams): Promise<void> {
    return sendFeedback(this.transport, params);
  }

  /** Master key: create a collection; the answer is the only place its keys are shown. */
  createCollection(params: CreateCollectionParams): Promise<CreatedCollection> {
    return createCollection(this.transport, params);
  }

  listCollections(): Promise<CollectionSummary[]> {
    return listCollections(this.transport);
  }

  /** Master key: one collection, this one unless another id is given. */
  getCollection(id: string = this.transport.collectionID): Promise<CollectionDetail> {
    return getCollection(this.transport, id);
  }
}
