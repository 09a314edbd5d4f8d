import { useEffect, useState } from 'react';
import type { Conversation } from './conversation';

/** How many of the page's questions the empty panel offers. */
const OFFERED = 3;

/**
 * The questions readers ask that the page answers, for the empty panel to offer. None while they
 * load, when the service cannot send them (the general examples stay: the reader can always ask),
 * or when the reader does not ask about the page.
 */
export function usePageQuestions(conversation: Conversation, page: string | undefined): string[] {
  const [loaded, setLoaded] = useState<{ page: string; questions: string[] }>();
  useEffect(() => {
    if (page === undefined) return undefined;
    const abort = new AbortController();
    conversation.pageQuestions(page, abort.signal).then(
      (questions) => setLoaded({ page, questions: questions.slice(0, OFFERED) }),
      () => undefined,
    );
    return () => abort.abort();
  }, [conversation, page]);
  return loaded !== undefined && loaded.page === page ? loaded.questions : [];
}
