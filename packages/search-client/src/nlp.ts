import { InvalidInputError, StreamError } from './errors.js';
import type { Transport } from './http/request.js';
import type { SearchHit, SearchParams } from './search.js';
import { eventJSON, readServerSentEvents } from './sse/stream-reader.js';
import type { LLMConfig } from './answer/types.js';
import { ROUTES } from './protocol/routes.js';

export interface NLPSearchParams {
  query: string;
  llm_config?: LLMConfig;
}

export interface NLPSearchResult {
  original_query: string;
  generated_query: SearchParams;
  results: { hits: SearchHit[]; count: number }[];
}

export interface GeneratedQuery {
  index: number;
  original_query: string;
  generated_query_text: string;
  generated_query: SearchParams;
}

/** One step of a streamed NLP search: a status name, with its data when the step carries any. */
export interface NLPStreamEvent {
  status: string;
  data?: unknown;
}

/** What an unparsable generated query falls back to: fulltext with an empty term. */
const FALLBACK_QUERY: SearchParams = { term: '', mode: 'fulltext', properties: [] };

function nlpBody(params: NLPSearchParams): Record<string, unknown> {
  if (typeof params?.query !== 'string' || params.query.trim() === '') {
    throw new InvalidInputError('query must be a non-empty string');
  }
  const body: Record<string, unknown> = { query: params.query };
  if (params.llm_config !== undefined) body.llm_config = params.llm_config;
  return body;
}

/** POST `/nlp_search` (read-query): the question turned into searches, with their results. */
export async function nlpSearch(
  transport: Transport,
  params: NLPSearchParams,
  options: { signal?: AbortSignal } = {},
): Promise<NLPSearchResult[]> {
  const answer = await transport.call({
    ...ROUTES.nlpSearch,
    body: nlpBody(params),
    signal: options.signal,
  });
  return answer as NLPSearchResult[];
}

function parseGeneratedQuery(text: unknown): SearchParams {
  if (typeof text !== 'string') return { ...FALLBACK_QUERY };
  try {
    const parsed = JSON.parse(text) as unknown;
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      return parsed as SearchParams;
    }
  } catch {
    // Falls through to the fallback below.
  }
  return { ...FALLBACK_QUERY };
}

/** One event's data as a status (PROTOCOL.md, "NLP search stream"), or undefined if it is none. */
export function toNLPStreamEvent(data: unknown): NLPStreamEvent | undefined {
  if (typeof data === 'string') return data === '' ? undefined : { status: data };
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const keys = Object.keys(data);
  if (keys.length !== 1) return undefined;
  const status = keys[0]!;
  let value = (data as Record<string, unknown>)[status];
  if (status === 'GENERATED_QUERIES' && Array.isArray(value)) {
    value = value.map((item: Record<string, unknown>) => ({
      ...item,
      generated_query: parseGeneratedQuery(item?.generated_query_text),
    }));
  }
  return { status, data: value };
}

/**
 * POST `/nlp_search_stream` (read-query, key in the query string): an async iterable of the
 * search's steps. Breaking out of the loop, or aborting `signal`, cancels the request. An event
 * that is no status yields `{status: "PARSE_ERROR"}` and ends the stream; an `{error}` event
 * throws a `StreamError`.
 */
export async function* nlpSearchStream(
  transport: Transport,
  params: NLPSearchParams,
  options: { signal?: AbortSignal } = {},
): AsyncGenerator<NLPStreamEvent, void, undefined> {
  const { path } = ROUTES.nlpSearchStream;
  const stream = await transport.stream({
    ...ROUTES.nlpSearchStream,
    body: nlpBody(params),
    signal: options.signal,
  });
  for await (const event of readServerSentEvents(stream)) {
    let data: unknown;
    try {
      data = eventJSON(event, path);
    } catch {
      yield { status: 'PARSE_ERROR' };
      return;
    }
    if (typeof data === 'object' && data !== null && 'error' in data) {
      const message = (data as { error: unknown }).error;
      throw new StreamError(typeof message === 'string' ? message : JSON.stringify(message));
    }
    const status = toNLPStreamEvent(data);
    if (!status) {
      yield { status: 'PARSE_ERROR' };
      return;
    }
    yield status;
  }
}
