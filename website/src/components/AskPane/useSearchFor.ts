import { useEffect, useState } from 'react';
import type { Conversation } from './conversation';
import { sourceLinks, type SourceLink } from './sources';

/** How many search results a declined question shows. */
const RESULTS = 5;

export type SearchState =
  | { status: 'searching' }
  | { status: 'done'; links: SourceLink[] }
  | { status: 'failed'; message: string };

/** The service's best search results for a question, and a retry when the search failed. */
export function useSearchFor(
  conversation: Conversation,
  query: string,
): { state: SearchState; retry(): void } {
  const [attempt, setAttempt] = useState(0);
  // The outcome of one search (this query, this attempt): anything else is still being searched.
  const key = `${attempt}\n${query}`;
  const [outcome, setOutcome] = useState<{ key: string; state: SearchState }>();

  useEffect(() => {
    const controller = new AbortController();
    conversation.search(query, RESULTS, controller.signal).then(
      (result) => setOutcome({ key, state: { status: 'done', links: sourceLinks(result.hits) } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof Error ? error.message : String(error);
        setOutcome({ key, state: { status: 'failed', message } });
      },
    );
    return () => controller.abort();
  }, [conversation, query, key]);

  return {
    state: outcome?.key === key ? outcome.state : { status: 'searching' },
    retry: () => setAttempt((count) => count + 1),
  };
}
