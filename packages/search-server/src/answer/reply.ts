import type { AnswerRequest } from '@hlf-docs/search-client/protocol';
import type { CollectionState } from '../storage/collection-state.js';
import type { Trigger } from '../storage/entities.js';
import { chunkText } from './chunks.js';
import { declinedAnswer, extractiveAnswer, quoteOptionsFor } from './extractive.js';
import type { ChatClient } from './llm-client.js';
import { buildAnswerMessages } from './prompt.js';
import type { FoundSources } from './sources.js';

/**
 * The answer text in pieces: when nothing found answers, the fixed text that says so with the
 * nearest pages (a model is not asked to answer from sections that do not hold the question);
 * else tokens from the model when one is configured, or quotations.
 */
export async function* replyPieces(
  chat: ChatClient | undefined,
  state: CollectionState,
  request: AnswerRequest,
  found: FoundSources,
  trigger: Trigger | undefined,
  signal: AbortSignal,
): AsyncGenerator<string> {
  if (found.declined) {
    yield* chunkText(declinedAnswer(found.sources));
    return;
  }
  if (chat) {
    yield* chat.stream(buildAnswerMessages(state, request, found.sources, trigger), signal);
    return;
  }
  yield* chunkText(
    found.quoted ?? extractiveAnswer(found.sources, found.key, quoteOptionsFor(request.query)),
  );
}
