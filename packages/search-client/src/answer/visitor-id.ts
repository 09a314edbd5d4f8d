import { randomId } from '../ids.js';
import { hasLocalStorage, readStored, writeStored } from '../storage.js';

/** Kept in browsers so one visitor keeps one id across visits. */
export const VISITOR_ID_STORAGE_KEY = 'hlf-docs-search:visitor-id';
/** Outside a browser there is no visitor to remember: a fixed placeholder. */
export const SERVER_VISITOR_ID = 'ssid';

/** The visitor's id: stored in the browser (created once), else the placeholder. */
export function visitorId(): string {
  if (!hasLocalStorage()) return SERVER_VISITOR_ID;
  const stored = readStored(VISITOR_ID_STORAGE_KEY);
  if (stored) return stored;
  const created = randomId();
  writeStored(VISITOR_ID_STORAGE_KEY, created);
  return created;
}
