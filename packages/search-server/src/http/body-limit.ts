import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.js';
import { ApiError } from './errors.js';

// The body limit, applied where bodies are read (readJson) rather than by hono/body-limit, which
// asks for `c.req.raw.body`: with the Node adapter that turned every request into a web Request
// with a stream over the socket (a fifth of a cached search's CPU time in a profile). The body is
// read from Node's request itself when nothing else has started reading it.

/** The 413 of a body over `limit`; the connection closes after it (see bodyLimit). */
function tooLarge(c: Context, limit: number): ApiError {
  c.header('Connection', 'close');
  return new ApiError(413, 'payload_too_large', `Request body is larger than ${limit} bytes`);
}

/**
 * Refuses a declared length over the limit at once (413), and tells readJson the limit. The
 * connection closes after that answer: reading the rest of a body we refuse (megabytes, many times
 * a second from a misbehaving client) would cost the readers of good requests.
 */
export function bodyLimit(limit: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const declared = Number(c.req.header('content-length') ?? 0);
    if (declared > limit) throw tooLarge(c, limit);
    c.set('bodyLimitBytes', limit);
    await next();
  };
}

/** Node's request, when the app runs on @hono/node-server (its bindings are `{incoming, outgoing}`). */
function nodeRequest(c: Context): IncomingMessage | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  // Untouched only: once the adapter's web Request streams it, the bytes go there.
  return incoming && incoming.readableFlowing === null && !incoming.readableEnded
    ? incoming
    : undefined;
}

/** The body as text, at most `limit` bytes of it (413 beyond; chunked bodies declare no length). */
export async function readBodyText(c: Context, limit: number): Promise<string> {
  const incoming = nodeRequest(c);
  if (!incoming) {
    const text = await c.req.text();
    if (Buffer.byteLength(text) > limit) throw tooLarge(c, limit);
    return text;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of incoming as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw tooLarge(c, limit);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size).toString('utf8');
}
