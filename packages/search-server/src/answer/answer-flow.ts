import type { AnswerRequest } from '@hlf-docs/search-client/protocol';
import type { CollectionState } from '../storage/collection-state.js';
import { chunkText } from './chunks.js';
import { restateQuestion } from './query-rewrite.js';
import type { ChatClient } from './llm-client.js';
import { relatedQueries } from './related.js';
import { replyPieces } from './reply.js';
import { selectSegmentAndTrigger } from './selection.js';
import type { Selection } from './selection.js';
import type { ActionSink } from './sink.js';
import { stopIfGone } from './sink.js';
import { findSources } from './sources.js';
import type { FoundSources } from './sources.js';

export interface FlowContext {
  state: CollectionState;
  request: AnswerRequest;
  chat: ChatClient | undefined;
  signal: AbortSignal;
  /** Told what the retrieval found, once per answer (the service counts the questions). */
  onSources?: (found: FoundSources) => void;
  /**
   * The retrieval (findSources on `state`, with the model's restatement of a later question), where the
   * service runs it: on a search thread when there are some, so that the main thread stays free
   * for the other streams. Default: here.
   */
  sources?: (request: AnswerRequest, restated: string | undefined) => Promise<FoundSources>;
}

/** The retrieval of an answer, by `context.sources` or on the context's state. */
function retrieveWith(context: FlowContext, restated: string | undefined): Promise<FoundSources> {
  const { sources, state, request } = context;
  return sources
    ? sources(request, restated)
    : Promise.resolve(findSources(state, request, restated));
}

/**
 * The retrieval of an answer, with the model's restatement of a later question (query-rewrite.ts),
 * whose words join the conversation's; unless the answer is declined with them: a restatement is
 * a hint, and what the reader's words and the conversation answer stays answered.
 */
export async function retrieve(
  context: FlowContext,
  restated: string | undefined,
): Promise<FoundSources> {
  const found = await retrieveWith(context, restated);
  // A name the reader wrote that no page holds declines the answer with or without the restatement.
  if (restated === undefined || !found.declined || found.key.unknownNames.length > 0) return found;
  stopIfGone(context.signal);
  return retrieveWith(context, undefined);
}

export const EXTRACTIVE_LLM = { provider: 'extractive', model: 'hlf-docs-extractive' };

export function selectedLlm(chat: ChatClient | undefined): { provider: string; model: string } {
  return chat ? { provider: chat.provider, model: chat.model } : EXTRACTIVE_LLM;
}

/** GET_SEGMENT, GET_TRIGGER and the two probabilities, in the protocol's order. */
export async function sendSelection(sink: ActionSink, selection: Selection): Promise<void> {
  const segment = selection.segment
    ? { id: selection.segment.id, name: selection.segment.name }
    : null;
  const trigger = selection.trigger
    ? {
        id: selection.trigger.id,
        name: selection.trigger.name,
        response: selection.trigger.response,
        segment_id: selection.trigger.segment_id,
      }
    : null;
  await sink.value('GET_SEGMENT', segment);
  await sink.value('GET_TRIGGER', trigger);
  await sink.value('SELECT_SEGMENT_PROBABILITY', {
    probability: selection.segment ? selection.segmentProbability : 0,
  });
  await sink.value('SELECT_TRIGGER_PROBABILITY', {
    probability: selection.trigger ? selection.triggerProbability : 0,
  });
}

/** RELATED_QUERIES as chunks of the JSON text of an array of strings; the last chunk is done. */
export async function sendRelated(
  sink: ActionSink,
  request: AnswerRequest,
  hits: Parameters<typeof relatedQueries>[1],
): Promise<void> {
  if (!request.related?.enabled) return;
  const text = JSON.stringify(
    relatedQueries(request.query, hits, request.related.size, request.related.format),
  );
  const pieces = chunkText(text, 3);
  for (const [position, piece] of pieces.entries()) {
    await sink.text('RELATED_QUERIES', piece, position === pieces.length - 1);
  }
}

/**
 * `/answer`: the actions of packages/search-client/PROTOCOL.md, "Answer streams", in order; the
 * acknowledgement is sent by the route.
 */
export async function runAnswerFlow(context: FlowContext, sink: ActionSink): Promise<void> {
  const { state, request, chat, signal } = context;
  await sink.value('SELECTED_LLM', selectedLlm(chat));

  // Both may ask the model: at once, so the reader waits for the longer of the two, not both.
  const [selection, restated] = await Promise.all([
    selectSegmentAndTrigger(state, request.query, chat, signal),
    restateQuestion(chat, request, signal),
  ]);
  stopIfGone(signal);
  await sendSelection(sink, selection);

  const found = await retrieve(context, restated);
  context.onSources?.(found);
  await sink.text('OPTIMIZING_QUERY', found.searchText, true);
  await sink.value('SEARCH_RESULTS', found.sources);
  // Before the text, so that a client knows the answer is declined without reading the text.
  if (found.declined) await sink.value('ANSWER_DECLINED', found.declined);

  for await (const piece of replyPieces(chat, state, request, found, selection.trigger, signal)) {
    stopIfGone(signal);
    await sink.text('ANSWER_RESPONSE', piece, false);
  }
  stopIfGone(signal);
  // A declined answer lists its nearest pages already: no related questions beside them.
  await sendRelated(sink, request, found.declined ? [] : [...found.sources, ...found.further]);
  await sink.text('ANSWER_RESPONSE', '', true);
}
