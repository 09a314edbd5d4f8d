import { useEffect, useState } from 'react';
import type { OnceLoader } from './loadOnce';

export interface Loaded<T> {
  /** What was downloaded, once it is here. */
  value: T | undefined;
  /** Why the download failed, until a retry. */
  failure: string | undefined;
  retry(): void;
}

/**
 * What `load` resolves with (a script chunk, downloaded once by loadOnce), for a component to
 * render once it is here (at once when it already is); `needed` false waits without starting
 * the download.
 */
export function useLoaded<T>(load: OnceLoader<T>, needed = true): Loaded<T> {
  const [value, setValue] = useState<T | undefined>(() => load.current);
  const [failure, setFailure] = useState<string>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (value !== undefined || !needed) return undefined;
    let current = true;
    load().then(
      (loaded) => current && setValue(() => loaded),
      (error: unknown) =>
        current && setFailure(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      current = false;
    };
  }, [load, value, needed, attempt]);

  return {
    value,
    failure,
    retry: () => {
      setFailure(undefined);
      setAttempt((count) => count + 1);
    },
  };
}
