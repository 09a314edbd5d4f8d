import { useCallback, useEffect, useState } from 'react';
import type { SectionSearch } from '@site/src/search/engine';
import { loadSearch } from '@site/src/search/loadSearch';

export type EngineState =
  | { status: 'loading' }
  | { status: 'ready'; engine: SectionSearch }
  | { status: 'error'; message: string };

const LOADING: EngineState = { status: 'loading' };

/**
 * The search engine for the dialog: loading, then ready or failed, with a retry that downloads
 * again. `indexUrl` undefined: nothing is downloaded (cloud mode, while the service answers).
 */
export function useSearchEngine(indexUrl: string | undefined): {
  state: EngineState;
  retry(): void;
} {
  const [attempt, setAttempt] = useState(0);
  // The outcome of one attempt; a newer attempt is loading until its own outcome arrives.
  const [outcome, setOutcome] = useState<{ attempt: number; state: EngineState }>();
  useEffect(() => {
    if (indexUrl === undefined) return;
    let current = true;
    loadSearch(indexUrl).then(
      (engine) => current && setOutcome({ attempt, state: { status: 'ready', engine } }),
      (error: unknown) =>
        current &&
        setOutcome({
          attempt,
          state: {
            status: 'error',
            message: error instanceof Error ? error.message : String(error),
          },
        }),
    );
    return () => {
      current = false;
    };
  }, [indexUrl, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state: outcome?.attempt === attempt ? outcome.state : LOADING, retry };
}
