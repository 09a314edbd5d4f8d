import type { CollectionState } from '../storage/collection-state.js';
import { chunkText } from './chunks.js';
import type { ChatClient } from './llm-client.js';
import { relatedQueries } from './related.js';
import { replyPieces } from './reply.js';
import type { AnswerRequest } from './request.js';
import { selectSegmentAndTrigger } from './selection.js';
import type { Selection } from './selection.js';
import type { ActionSink } from './sink.js';
import { stopIfGone } from './sink.js';
import { findSources, optimizeQuery } from './sources.js';

export interface FlowContext {
  state: CollectionState;
  request: AnswerRequest;
  chat: ChatClient | undefined;
  signal: AbortSignal;
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
  await sink.action('GET_SEGMENT', JSON.stringify(segment), true);
  await sink.action('GET_TRIGGER', JSON.stringify(trigger), true);
  await sink.action(
    'SELECT_SEGMENT_PROBABILITY',
    JSON.stringify({ probability: selection.segment ? selection.segmentProbability : 0 }),
    true,
  );
  await sink.action(
    'SELECT_TRIGGER_PROBABILITY',
    JSON.stringify({ probability: selection.trigger ? selection.triggerProbability : 0 }),
    true,
  );
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
    await sink.action('RELATED_QUERIES', piece, position === pieces.length - 1);
  }
}

/** `/answer`: the actions of PROTOCOL.md 3.1 in order (the acknowledgement is sent by the route). */
export async function runAnswerFlow(context: FlowContext, sink: ActionSink): Promise<void> {
  const { state, request, chat, signal } = context;
  await sink.action('SELECTED_LLM', JSON.stringify(selectedLlm(chat)), true);

  const selection = await selectSegmentAndTrigger(state, request.query, chat, signal);
  stopIfGone(signal);
  await sendSelection(sink, selection);

  const optimized = optimizeQuery(request.query, request.messages);
  await sink.action('OPTIMIZING_QUERY', optimized, true);

  const sources = findSources(state, optimized, request);
  await sink.action('SEARCH_RESULTS', JSON.stringify(sources), true);

  for await (const piece of replyPieces(chat, state, request, sources, selection.trigger, signal)) {
    stopIfGone(signal);
    await sink.action('ANSWER_RESPONSE', piece, false);
  }
  stopIfGone(signal);
  await sendRelated(sink, request, sources);
  await sink.action('ANSWER_RESPONSE', '', true);
}
