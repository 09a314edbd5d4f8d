import { sendRecord, withKey } from './beacon.js';
import { InvalidInputError } from './errors.js';
import type { FetchFunction } from './http/request.js';
import type { SearchParams, SearchResult } from './search.js';

export const DEFAULT_FLUSH_INTERVAL_MS = 5000;
export const DEFAULT_FLUSH_SIZE = 25;
/** Our server's telemetry path, resolved against the page in browsers. */
export const DEFAULT_TELEMETRY_PATH = '/v1/telemetry';
/** Records kept when sending fails, so a long outage cannot grow memory without bound. */
const MAX_BUFFERED = 1000;

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

  const flush = async (): Promise<void> => {
    if (buffer.length === 0) return;
    const events = buffer;
    buffer = [];
    try {
      await sendRecord(
        url,
        {
          source: 'hlf-docs-search-client',
          deploymentID: options.deploymentID ?? indexId,
          index: indexId,
          userAgent,
          events,
        },
        options.fetch,
      );
    } catch (error) {
      // Kept for the next flush; telemetry must never break the search it observes.
      buffer = [...events, ...buffer].slice(-MAX_BUFFERED);
      console.warn('Cannot send search analytics:', error instanceof Error ? error.message : error);
    }
  };

  const timer = setInterval(() => void flush(), flushInterval);
  // In Node a pending telemetry timer must not keep the process alive.
  (timer as { unref?: () => void }).unref?.();

  const doc = globalThis.document as Document | undefined;
  const onHidden = () => {
    if (doc?.visibilityState === 'hidden') void flush();
  };
  const onPageHide = () => void flush();
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
