import { BEACON_BODY_LIMIT, byteLength, queueBeacon, sendRecord, withKey } from './beacon.js';
import { HTTPStatusError, InvalidInputError } from './errors.js';
import type { FetchFunction } from './http/request.js';
import type { SearchParams, SearchResult } from './search.js';

export const DEFAULT_FLUSH_INTERVAL_MS = 5000;
export const DEFAULT_FLUSH_SIZE = 25;
/** Our server's telemetry path, resolved against the page in browsers. */
export const DEFAULT_TELEMETRY_PATH = '/v1/telemetry';
/** Records kept when sending fails, so a long outage cannot grow memory without bound. */
const MAX_BUFFERED = 1000;
/**
 * A request's body at most, so that a browser carries it as a beacon or a keepalive fetch (64 KiB
 * in all for a page, which may be closing): the records kept through an outage, up to 1000 of
 * about 3 kB, go in several requests rather than in one that no browser sends.
 */
const MAX_BATCH_BYTES = BEACON_BODY_LIMIT - 4 * 1024;

export interface AnalyticsOptions {
  apiKey?: string;
  indexId?: string;
  endpoint?: string;
  flushInterval?: number;
  flushSize?: number;
  enabled?: boolean;
  deploymentID?: string;
  /** Send with this fetch instead of a beacon (tests, server-side code). */
  fetch?: FetchFunction;
}

/** One search, as the telemetry endpoint receives it (PROTOCOL.md, "Analytics"). */
export interface SearchRecord {
  query: SearchParams;
  resultsCount: number;
  roundTripTime: number;
  searchedAt: string;
  cached: boolean;
  rawSearchString: string;
  results: { id: string; score: number }[];
}

export interface Analytics {
  /** Buffer one search; sends the buffer once it holds `flushSize` records. */
  record(search: { params: SearchParams; result: SearchResult; cached?: boolean }): void;
  /** Send what is buffered now. */
  flush(): Promise<void>;
  /** Flush, then stop the timer and the page listeners. */
  stop(): Promise<void>;
}

const DISABLED: Analytics = {
  record: () => undefined,
  flush: async () => undefined,
  stop: async () => undefined,
};

function positiveInteger(value: unknown, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 1) {
    throw new InvalidInputError(`${name} must be a positive number`);
  }
  return value;
}

/**
 * Search telemetry: records are batched and sent by size, on an interval, and when the page is
 * hidden or unloaded (the vendor's plugin lost the last batch of every visit).
 */
export function createAnalytics(options: AnalyticsOptions): Analytics {
  if (options?.enabled === false) return DISABLED;
  if (!options?.apiKey) throw new InvalidInputError('Missing apiKey for plugin-analytics');
  if (!options.indexId) throw new InvalidInputError('Missing indexId for plugin-analytics');
  const flushSize = positiveInteger(options.flushSize, DEFAULT_FLUSH_SIZE, 'flushSize');
  const flushInterval = positiveInteger(
    options.flushInterval,
    DEFAULT_FLUSH_INTERVAL_MS,
    'flushInterval',
  );
  const endpoint = options.endpoint ?? DEFAULT_TELEMETRY_PATH;
  let url: string;
  try {
    url = withKey(endpoint, options.apiKey);
  } catch {
    throw new InvalidInputError(
      `endpoint "${endpoint}" is not a URL (a path needs a page to resolve it against)`,
    );
  }
  const indexId = options.indexId;
  const nav = globalThis.navigator as Navigator | undefined;
  const userAgent = nav?.userAgent ?? 'unknown';
  let buffer: SearchRecord[] = [];

  const envelope = {
    source: 'hlf-docs-search-client',
    deploymentID: options.deploymentID ?? indexId,
    index: indexId,
    userAgent,
  };
  const envelopeBytes = byteLength(JSON.stringify({ ...envelope, events: [] }));

  /** Sends batches in turn, each once the one before is answered; keeps what could not go. */
  const sendInTurn = async (batches: SearchRecord[][]): Promise<void> => {
    for (const [at, events] of batches.entries()) {
      try {
        // Not a beacon: a beacon cannot be awaited, and the browser refuses the next one while
        // the last is in flight (its quota is for all of them); a fetch answers when it is done.
        await sendRecord(url, { ...envelope, events }, options.fetch, { beacon: false });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        // The service refused these records (too large, malformed, a wrong key): sent again, they
        // would be refused again, with every later batch behind them.
        if (isRefusal(error)) {
          console.warn(`Search analytics refused; ${events.length} records dropped:`, reason);
          continue;
        }
        // Kept for the next flush, before the records made since; telemetry must never break
        // the search it observes.
        buffer = [...batches.slice(at).flat(), ...buffer].slice(-MAX_BUFFERED);
        console.warn('Cannot send search analytics:', reason);
        return;
      }
    }
  };

  // One flush at a time, in order: two at once could put newer records before older ones.
  let sending: Promise<void> = Promise.resolve();
  const flush = (): Promise<void> => {
    sending = sending.then(async () => {
      if (buffer.length === 0) return;
      const batches = batchesOf(buffer, envelopeBytes);
      buffer = [];
      await sendInTurn(batches);
    });
    return sending;
  };

  /**
   * The page is being hidden or left: beacons, queued now, since a page that is going away may
   * never run the next step of a flush. What the browser's quota cannot take waits for the next
   * flush (a hidden page may come back). Without beacons (Node, a fetch of the caller's), a flush.
   */
  const flushLeaving = (): void => {
    if (buffer.length === 0) return;
    if (options.fetch || typeof nav?.sendBeacon !== 'function') {
      void flush();
      return;
    }
    const batches = batchesOf(buffer, envelopeBytes);
    buffer = [];
    for (const [at, events] of batches.entries()) {
      if (!queueBeacon(url, JSON.stringify({ ...envelope, events }))) {
        buffer = [...batches.slice(at).flat(), ...buffer].slice(-MAX_BUFFERED);
        return;
      }
    }
  };

  const timer = setInterval(() => void flush(), flushInterval);
  // In Node a pending telemetry timer must not keep the process alive.
  (timer as { unref?: () => void }).unref?.();

  const doc = globalThis.document as Document | undefined;
  const onHidden = () => {
    if (doc?.visibilityState === 'hidden') flushLeaving();
  };
  const onPageHide = () => flushLeaving();
  doc?.addEventListener('visibilitychange', onHidden);
  globalThis.addEventListener?.('pagehide', onPageHide);

  return {
    record: ({ params, result, cached = false }) => {
      buffer.push({
        query: { ...params },
        resultsCount: result.count,
        roundTripTime: result.elapsed.raw,
        searchedAt: new Date().toISOString(),
        cached,
        rawSearchString: params.term,
        results: result.hits.map((hit) => ({ id: hit.id, score: hit.score })),
      });
      if (buffer.length >= flushSize) void flush();
    },
    flush,
    stop: async () => {
      clearInterval(timer);
      doc?.removeEventListener('visibilitychange', onHidden);
      globalThis.removeEventListener?.('pagehide', onPageHide);
      await flush();
    },
  };
}

/** A refusal that sending again cannot change: a 4xx other than a timeout or a rate limit. */
function isRefusal(error: unknown): boolean {
  return (
    error instanceof HTTPStatusError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  );
}

/**
 * The records in order, in batches whose request body stays within MAX_BATCH_BYTES (a record
 * larger than that goes alone).
 */
function batchesOf(records: readonly SearchRecord[], envelopeBytes: number): SearchRecord[][] {
  const batches: SearchRecord[][] = [];
  let batch: SearchRecord[] = [];
  let bytes = envelopeBytes;
  for (const record of records) {
    // Its JSON and the comma before it.
    const size = byteLength(JSON.stringify(record)) + 1;
    if (batch.length > 0 && bytes + size > MAX_BATCH_BYTES) {
      batches.push(batch);
      batch = [];
      bytes = envelopeBytes;
    }
    batch.push(record);
    bytes += size;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}
