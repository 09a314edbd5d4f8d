import type { FetchFunction } from './http/request.js';

/** The part of Node's zlib we use, typed here so browser builds need no Node types. */
interface NodeZlib {
  gunzipSync(data: Uint8Array): { toString(encoding: 'utf8'): string };
}

const GZIP_MAGIC = [0x1f, 0x8b];

async function gunzip(bytes: Uint8Array): Promise<string> {
  if (typeof DecompressionStream === 'function') {
    const stream = new Blob([bytes as BlobPart])
      .stream()
      .pipeThrough(new DecompressionStream('gzip'));
    return new Response(stream).text();
  }
  // Runtimes without DecompressionStream: Node's zlib. The specifier is a variable and the
  // comments tell Vite, webpack and Rspack to leave the import alone, without a warning (browsers
  // all have DecompressionStream).
  const zlibName = 'node:zlib';
  const zlib = (await import(/* @vite-ignore */ /* webpackIgnore: true */ zlibName)) as NodeZlib;
  return zlib.gunzipSync(bytes).toString('utf8');
}

/**
 * Download the site's search index file (gzip JSON) and unpack it. A server that sends the file
 * with `Content-Encoding: gzip` has it unpacked by fetch already; that is detected by the gzip
 * header bytes. A non-2xx answer throws `HTTP error {status}: {body}`.
 */
export async function loadLocalIndex<T = unknown>(
  url: string,
  options: { fetch?: FetchFunction; signal?: AbortSignal } = {},
): Promise<T> {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  try {
    const response = await doFetch(url, { signal: options.signal ?? AbortSignal.timeout(30_000) });
    if (!response.ok) {
      throw new Error(`HTTP error ${response.status}: ${await response.text().catch(() => '')}`);
    }
    const bytes = new Uint8Array(await response.arrayBuffer());
    const gzipped = bytes[0] === GZIP_MAGIC[0] && bytes[1] === GZIP_MAGIC[1];
    const text = gzipped ? await gunzip(bytes) : new TextDecoder().decode(bytes);
    return JSON.parse(text) as T;
  } catch (error) {
    console.error('Cannot load search index.', error);
    throw error;
  }
}
