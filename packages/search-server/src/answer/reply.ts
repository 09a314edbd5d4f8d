import type { AnswerRequest } from '@hlf-docs/search-client/protocol';
import type { SearchHit } from '../retrieval/search.js';
import type { CollectionState } from '../storage/collection-state.js';
import type { Trigger } from '../storage/entities.js';
import { chunkText } from './chunks.js';
import { extractiveAnswer } from './extractive.js';
import type { ChatClient } from './llm-client.js';
import { buildAnswerMessages } from './prompt.js';

/** The answer text in pieces: tokens from the model when one is configured, else quotations. */
export async function* replyPieces(
  chat: ChatClient | undefined,
  state: CollectionState,
  request: AnswerRequest,
  sources: readonly SearchHit[],
  trigger: Trigger | undefined,
  signal: AbortSignal,
): AsyncGenerator<string> {
  if (chat) {
    yield* chat.stream(buildAnswerMessages(state, request, sources, trigger), signal);
    return;
  }
  for (const piece of chunkText(extractiveAnswer(request.query, sources))) yield piece;
}
