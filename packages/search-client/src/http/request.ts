import {
  ConnectionError,
  HTTPStatusError,
  InvalidInputError,
  InvalidResponseError,
  MissingAPIKeyError,
  RequestAbortedError,
  SearchClientError,
  StreamError,
  redactURL,
} from '../errors.js';
import { keyKind, keyPlacement } from '../protocol/key-levels.js';
import type { HTTPMethod, SecurityLevel } from '../protocol/key-levels.js';

export type FetchFunction = typeof globalThis.fetch;

export interface ClientConfig {
  /** Base URL of the service; a path prefix (`https://example.org/search-api`) is kept. */
  url: string;
  collectionID: string;
  readAPIKey?: string;
  writeAPIKey?: string;
  masterAPIKey?: string;
  /** A fetch implementation (tests, older runtimes); the global one by default. */
  fetch?: FetchFunction;
  /** Upper bound of one JSON call, and of the wait for a stream's first bytes. Default 30 s. */
  timeoutMs?: number;
  /**
   * Longest silence allowed inside a stream. The server sends a keep-alive comment every 15 s
   * while idle, so the default of 60 s only fires on a dead connection.
   */
  streamIdleTimeoutMs?: number;
}

export interface CallOptions {
  method: HTTPMethod;
  /** Relative to `/v1/collections/{collectionID}`, unless it starts with `/v1/`. */
  path: string;
  level: SecurityLevel;
  body?: unknown;
  /** Query parameters of a GET. */
  query?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_STREAM_IDLE_TIMEOUT_MS = 60_000;

/** An open streamed answer: its response, and the timers and cancellation around its body. */
export interface OpenStream {
  response: Response;
  path: string;
  idleTimeoutMs: number;
  /**
   * Aborts when the caller aborts, a time limit passes or the stream is closed. A read of the
   * body must end when it does: a piped body's pending read does not always settle by itself.
   */
  signal: AbortSignal;
  /** Restart the idle timer (call on every chunk). */
  touch(): void;
  /** Turn an error thrown while reading the body into one of ours. */
  failure(error: unknown): SearchClientError;
  /** Stop the timers and cancel the request if the body was not read to its end. */
  close(): void;
}

function requireString(value: unknown, name: string): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new InvalidInputError(`${name} must be a non-empty string`);
  }
  return value;
}

function optionalKey(value: unknown, name: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  return requireString(value, name);
}

/**
 * Sends protocol calls: builds the URL, places the key (PROTOCOL.md, "Keys"), bounds every
 * request in time, and turns failures into the client's error classes.
 */
export class Transport {
  readonly baseURL: URL;
  readonly collectionID: string;
  readonly timeoutMs: number;
  readonly streamIdleTimeoutMs: number;
  private readonly keys: Record<'read' | 'write' | 'master', string | undefined>;
  private readonly fetchFunction: FetchFunction;

  constructor(config: ClientConfig) {
    if (typeof config !== 'object' || config === null) {
      throw new InvalidInputError('The client configuration must be an object');
    }
    const url = requireString(config.url, 'url');
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new InvalidInputError(`url is not a valid URL: "${redactURL(url)}"`);
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
      throw new InvalidInputError(`url must be http or https, got "${parsed.protocol}"`);
    }
    parsed.search = '';
    parsed.hash = '';
    this.baseURL = parsed;
    this.collectionID = requireString(config.collectionID, 'collectionID');
    this.keys = {
      read: optionalKey(config.readAPIKey, 'readAPIKey'),
      write: optionalKey(config.writeAPIKey, 'writeAPIKey'),
      master: optionalKey(config.masterAPIKey, 'masterAPIKey'),
    };
    const fetchFunction = config.fetch ?? globalThis.fetch;
    if (typeof fetchFunction !== 'function') {
      throw new InvalidInputError('No fetch function: pass one as the "fetch" option');
    }
    // Bound to globalThis: some browsers throw "Illegal invocation" on a detached window.fetch.
    this.fetchFunction = config.fetch ?? globalThis.fetch.bind(globalThis);
    this.timeoutMs = positive(config.timeoutMs, DEFAULT_TIMEOUT_MS, 'timeoutMs');
    this.streamIdleTimeoutMs = positive(
      config.streamIdleTimeoutMs,
      DEFAULT_STREAM_IDLE_TIMEOUT_MS,
      'streamIdleTimeoutMs',
    );
  }

  hasKey(kind: 'read' | 'write' | 'master'): boolean {
    return this.keys[kind] !== undefined;
  }

  /** The full URL of a call path (the key is added separately). */
  urlOf(path: string): URL {
    const full = path.startsWith('/v1/')
      ? path
      : `/v1/collections/${encodeURIComponent(this.collectionID)}${path}`;
    const url = new URL(this.baseURL.href);
    url.pathname = `${url.pathname.replace(/\/+$/, '')}${full}`;
    return url;
  }

  private prepare(options: CallOptions, streamed: boolean): { url: URL; init: RequestInit } {
    const kind = keyKind(options.level);
    const key = this.keys[kind];
    // Checked before anything is sent: a missing key must not produce a request at all.
    if (key === undefined) throw new MissingAPIKeyError(kind);
    const url = this.urlOf(options.path);
    for (const [name, value] of Object.entries(options.query ?? {})) {
      url.searchParams.set(name, value);
    }
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (keyPlacement(options.method, options.level, streamed) === 'query') {
      url.searchParams.set('api-key', key);
    } else {
      headers.Authorization = `Bearer ${key}`;
    }
    const init: RequestInit = { method: options.method, headers };
    if (options.method !== 'GET') init.body = JSON.stringify(options.body ?? {});
    return { url, init };
  }

  /** A JSON call: resolves with the parsed body of a 2xx answer. */
  async call(options: CallOptions): Promise<unknown> {
    const { url, init } = this.prepare(options, false);
    const timeoutMs = options.timeoutMs ?? this.timeoutMs;
    const guard = new RequestGuard(options.signal, timeoutMs);
    try {
      const response = await this.send(url, init, guard, options.path);
      const text = await response.text().catch((error: unknown) => {
        throw guard.failure(error, options.path);
      });
      if (!response.ok) throw new HTTPStatusError(options.path, response.status, text);
      if (text.trim() === '') return {};
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new InvalidResponseError(`The answer of "${options.path}" is not valid JSON`);
      }
    } finally {
      guard.dispose();
    }
  }

  /** A streamed call: resolves once the headers of a 2xx answer arrived. */
  async stream(options: CallOptions): Promise<OpenStream> {
    const { url, init } = this.prepare(options, true);
    const guard = new RequestGuard(options.signal, options.timeoutMs ?? this.timeoutMs);
    let response: Response;
    try {
      response = await this.send(url, init, guard, options.path);
      if (!response.ok) {
        const text = await response.text().catch(() => '');
        throw new HTTPStatusError(options.path, response.status, text);
      }
      if (!response.body) throw new StreamError(`The answer of "${options.path}" has no body`);
    } catch (error) {
      guard.dispose();
      throw error;
    }
    const idleTimeoutMs = this.streamIdleTimeoutMs;
    // From here the time limit is on silence, not on the whole answer: answers can be long.
    guard.idle(idleTimeoutMs);
    return {
      response,
      path: options.path,
      idleTimeoutMs,
      signal: guard.signal,
      touch: () => guard.idle(idleTimeoutMs),
      failure: (error) => guard.failure(error, options.path),
      close: () => {
        guard.cancel();
        guard.dispose();
      },
    };
  }

  private async send(url: URL, init: RequestInit, guard: RequestGuard, path: string) {
    try {
      return await this.fetchFunction(url.href, { ...init, signal: guard.signal });
    } catch (error) {
      throw guard.failure(error, path);
    }
  }
}

function positive(value: unknown, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw new InvalidInputError(`${name} must be a positive number of milliseconds`);
  }
  return value;
}

/**
 * One request's cancellation: the caller's signal, a time limit, and our own cancel, combined
 * in one signal (written out rather than `AbortSignal.any`, which older runtimes lack). It
 * remembers why it fired, so the error says whether the caller, the clock or the network ended it.
 */
class RequestGuard {
  private readonly controller = new AbortController();
  private reason: 'caller' | 'timeout' | 'idle' | 'cancelled' | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private limitMs: number;
  private readonly onCallerAbort = () => this.fire('caller');

  constructor(
    private readonly callerSignal: AbortSignal | undefined,
    timeoutMs: number,
  ) {
    this.limitMs = timeoutMs;
    if (callerSignal?.aborted) this.fire('caller');
    callerSignal?.addEventListener('abort', this.onCallerAbort, { once: true });
    this.timer = setTimeout(() => this.fire('timeout'), timeoutMs);
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  idle(ms: number): void {
    clearTimeout(this.timer);
    this.limitMs = ms;
    this.timer = setTimeout(() => this.fire('idle'), ms);
  }

  cancel(): void {
    this.fire('cancelled');
  }

  private fire(reason: NonNullable<RequestGuard['reason']>): void {
    if (this.controller.signal.aborted) return;
    this.reason = reason;
    this.controller.abort();
  }

  failure(error: unknown, path: string): SearchClientError {
    if (error instanceof SearchClientError) return error;
    switch (this.reason) {
      case 'caller':
      case 'cancelled':
        return new RequestAbortedError();
      case 'timeout':
        return new ConnectionError(`Request to "${path}" timed out after ${this.limitMs} ms`);
      case 'idle':
        return new StreamError(`The stream of "${path}" was silent for ${this.limitMs} ms`);
      default: {
        const cause = error instanceof Error ? describeCause(error) : String(error);
        return new ConnectionError(`Request to "${path}" failed: ${redactURL(cause)}`);
      }
    }
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.callerSignal?.removeEventListener('abort', this.onCallerAbort);
  }
}

/** fetch hides the useful part ("ECONNREFUSED") in `cause`. */
function describeCause(error: Error): string {
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof Error && cause.message) return `${error.message} (${cause.message})`;
  return error.message;
}
