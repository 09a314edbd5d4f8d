import { ConnectionError, HTTPStatusError, redactURL } from './errors.js';
import type { FetchFunction } from './http/request.js';

export const BEACON_TIMEOUT_MS = 10_000;
/**
 * What a browser queues at most as beacons and keepalive fetches of a page (the Fetch standard's
 * keepalive quota): a larger body is refused by sendBeacon and makes a keepalive fetch throw.
 */
export const BEACON_BODY_LIMIT = 64 * 1024;

/** The UTF-8 size of a text: what the browser's quota counts. */
export function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

/**
 * Queue `text` as a beacon (it survives the page closing; the body goes as text/plain, which needs
 * no CORS preflight). False when there is no beacon (Node), when the body is over the quota, or
 * when the browser will not queue it: its quota is for all of a page's beacons and keepalive
 * requests still in flight, so a second large beacon right after a first is refused.
 */
export function queueBeacon(url: string, text: string): boolean {
  const nav = globalThis.navigator as Navigator | undefined;
  if (typeof nav?.sendBeacon !== 'function' || byteLength(text) > BEACON_BODY_LIMIT) return false;
  try {
    return nav.sendBeacon(url, text);
  } catch {
    return false;
  }
}

/**
 * Send a small JSON record: as a beacon in browsers (unless `beacon` is false), with fetch
 * elsewhere or when the browser refuses the beacon; the fetch is a keepalive one when its body is
 * within the quota. `url` carries the key in its query string, so it is never printed whole.
 */
export async function sendRecord(
  url: string,
  body: unknown,
  fetchFunction: FetchFunction | undefined,
  { beacon = true }: { beacon?: boolean } = {},
): Promise<void> {
  const text = JSON.stringify(body);
  if (beacon && !fetchFunction && queueBeacon(url, text)) return;
  // Only a body within the quota may outlive the page; a larger one goes as a plain request.
  const keepalive = byteLength(text) <= BEACON_BODY_LIMIT;
  const doFetch = fetchFunction ?? globalThis.fetch.bind(globalThis);
  const path = redactURL(new URL(url).pathname);
  let response: Response;
  try {
    response = await doFetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: text,
      keepalive,
      signal: AbortSignal.timeout(BEACON_TIMEOUT_MS),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConnectionError(`Request to "${path}" failed: ${redactURL(reason)}`);
  }
  // Read to its end: Chromium counts a keepalive request against the page's quota until its
  // answer's body is consumed, so the next batch was refused ("Failed to fetch").
  const answer = await response.text().catch(() => '');
  if (!response.ok) throw new HTTPStatusError(path, response.status, answer);
}

/** `endpoint?api-key=key`, keeping any query the endpoint already has. */
export function withKey(endpoint: string, key: string): string {
  const url = new URL(endpoint, globalThis.location?.href);
  url.searchParams.set('api-key', key);
  return url.href;
}
