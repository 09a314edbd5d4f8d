/**
 * Local storage that never throws: it is missing outside browsers, and browsers refuse it in
 * some private modes or when cookies are blocked. Failures are logged once per key and call,
 * and the caller goes on without persistence.
 */
export function hasLocalStorage(): boolean {
  try {
    return typeof globalThis.localStorage !== 'undefined' && globalThis.localStorage !== null;
  } catch {
    return false;
  }
}

export function readStored(key: string): string | null {
  if (!hasLocalStorage()) return null;
  try {
    return globalThis.localStorage.getItem(key);
  } catch (error) {
    console.warn(`Cannot read "${key}" from local storage:`, error);
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  if (!hasLocalStorage()) return;
  try {
    globalThis.localStorage.setItem(key, value);
  } catch (error) {
    console.warn(`Cannot write "${key}" to local storage:`, error);
  }
}

export function removeStored(key: string): void {
  if (!hasLocalStorage()) return;
  try {
    globalThis.localStorage.removeItem(key);
  } catch (error) {
    console.warn(`Cannot remove "${key}" from local storage:`, error);
  }
}
