/** Downloads once; `current` is what was downloaded, for a component that renders at once. */
export interface OnceLoader<T> {
  (): Promise<T>;
  readonly current: T | undefined;
}

/**
 * A download done once and shared (a script chunk): every caller gets the same promise, and a
 * failed download is forgotten so that the next sign of intent tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): OnceLoader<T> {
  let loading: Promise<T> | undefined;
  let current: T | undefined;
  const loader = () => {
    if (!loading) {
      const attempt = load().then((value) => (current = value));
      loading = attempt;
      attempt.catch(() => {
        if (loading === attempt) loading = undefined;
      });
    }
    return loading;
  };
  return Object.defineProperty(loader, 'current', { get: () => current }) as OnceLoader<T>;
}
