import { ConnectionError, HTTPStatusError, redactURL } from './errors.js';
import type { FetchFunction } from './http/request.js';

export const BEACON_TIMEOUT_MS = 10_000;
/**
 * What a browser queues at most as beacons and keepalive fetches of a page (the Fetch standard's
 * keepalive quota): a larger body is refused by sendBeacon and makes a keepalive fetch throw.
 */
export const BEACON_BODY_LIMIT = 64 * 1024;

/**
 * Send a small JSON record: as a beacon in browsers (it survives the page closing; the body
 * goes as text/plain, which needs no CORS preflight), with fetch elsewhere or when the browser
 * refuses the beacon. `url` carries the key in its query string, so it is never printed whole.
 */
export async function sendRecord(
  url: string,
  body: unknown,
  fetchFunction: FetchFunction | undefined,
): Promise<void> {
  const text = JSON.stringify(body);
  // Only a body within the quota may outlive the page; a larger one goes as a plain request.
  const keepalive = new TextEncoder().encode(text).length <= BEACON_BODY_LIMIT;
  const nav = globalThis.navigator as Navigator | undefined;
  if (keepalive && !fetchFunction && typeof nav?.sendBeacon === 'function') {
    try {
      if (nav.sendBeacon(url, text)) return;
    } catch {
      // A beacon the browser will not queue goes by fetch below.
    }
  }
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
  if (!response.ok) {
    throw new HTTPStatusError(path, response.status, await response.text().catch(() => ''));
  }
}

/** `endpoint?api-key=key`, keeping any query the endpoint already has. */
export function withKey(endpoint: string, key: string): string {
  const url = new URL(endpoint, globalThis.location?.href);
  url.searchParams.set('api-key', key);
  return url.href;
}
