import { useSyncExternalStore } from 'react';
import { useSearchMode } from '@site/src/search/useSearchMode';
import { conversationWith, type Conversation, type ConversationSnapshot } from './conversation';

/** The page view's conversation and its current state; the panel exists only in cloud mode. */
export function useConversation(): { conversation: Conversation; state: ConversationSnapshot } {
  const mode = useSearchMode();
  if (mode.mode !== 'cloud') {
    throw new Error(
      'The answer panel needs cloud search (SEARCH_URL, SEARCH_COLLECTION_ID, SEARCH_READ_KEY).',
    );
  }
  const conversation = conversationWith(mode);
  const state = useSyncExternalStore(
    conversation.subscribe,
    conversation.snapshot,
    conversation.snapshot,
  );
  return { conversation, state };
}
