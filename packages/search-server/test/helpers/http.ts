export interface CallOptions {
  method?: 'GET' | 'POST';
  key?: string;
  /** Where the key travels; the protocol allows both. */
  keyIn?: 'header' | 'query';
  body?: unknown;
  /** Sent as is (for invalid JSON and size tests). */
  rawBody?: string;
  query?: Record<string, string>;
  timeoutMs?: number;
}

export interface CallResult<T = unknown> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export function buildUrl(base: string, path: string, options: CallOptions = {}): string {
  const url = new URL(path, base);
  for (const [name, value] of Object.entries(options.query ?? {}))
    url.searchParams.set(name, value);
  if (options.key !== undefined && options.keyIn === 'query')
    url.searchParams.set('api-key', options.key);
  return url.toString();
}

export function buildInit(options: CallOptions = {}): RequestInit {
  const method =
    options.method ??
    (options.body === undefined && options.rawBody === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (options.key !== undefined && options.keyIn !== 'query')
    headers.Authorization = `Bearer ${options.key}`;
  return {
    method,
    headers,
    body:
      options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
  };
}

/** One HTTP call to the server; the body is parsed as JSON when it is JSON. */
export async function call<T = unknown>(
  base: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const response = await fetch(buildUrl(base, path, options), buildInit(options));
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, body: body as T, text, headers: response.headers };
}

export interface ErrorBody {
  error: { code: string; message: string };
}
