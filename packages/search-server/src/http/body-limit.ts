import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.js';
import { ApiError, badRequest, ClientClosedRequest } from './errors.js';

// The body limit, applied where bodies are read (readJson) rather than by hono/body-limit, which
// asks for `c.req.raw.body`: with the Node adapter that turned every request into a web Request
// with a stream over the socket (a fifth of a cached search's CPU time in a profile). The body is
// read from Node's request itself when nothing else has started reading it.

/** How long a refused connection stays half-closed before it is dropped (see lingerOnClose). */
const LINGER_MS = 1_000;

/** Stops reading a socket; not socket.pause(), since the HTTP parser reads its handle directly. */
function stopReading(socket: Socket): void {
  (socket as unknown as { _handle?: { readStop?: () => unknown } })._handle?.readStop?.();
}

/**
 * A refused body is not read: every byte of it would be parsed for nothing (3.7 ms of the server's
 * CPU per 2 MiB body in a probe of 200 clients, one after another). But Node destroys the socket
 * as soon as the 413 is flushed, and with body bytes unread the kernel then resets the connection:
 * a client still writing its body got EPIPE or ECONNRESET instead of the 413 (191 of 200 tries in
 * that probe). So the socket stops reading now, sends its FIN after the answer, and is destroyed a
 * second later, by which time the client has read the 413.
 *
 * Node undoes a stop twice, and each is stopped again: when the response ends it drains an unread
 * request (`req._dump()`, which resumes the socket; the HTTP server then starts its handle reading
 * in the socket's 'resume' listener, which runs before ours), and it ends the connection with
 * `destroySoon`. Without the first, the whole body was read after all (every byte of 2 MiB by
 * `socket.bytesRead`, and 1.2 ms of the server's kernel time per refused body).
 */
function lingerOnClose(incoming: IncomingMessage): void {
  const { socket } = incoming;
  stopReading(socket);
  socket.on('resume', () => stopReading(socket));
  socket.destroySoon = () => {
    stopReading(socket);
    socket.end();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
}

/** The 413 of a body over `limit`; the connection closes after it (see bodyLimit). */
function tooLarge(c: Context, limit: number): ApiError {
  c.header('Connection', 'close');
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming?.socket) lingerOnClose(incoming);
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

/**
 * Whether the client went away before its body was whole: Node then destroys the request, and
 * reading it fails with "aborted" (ECONNRESET), which is the client's doing, not a server error.
 */
function clientClosed(c: Context): boolean {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming !== undefined && incoming.destroyed && !incoming.complete;
}

/** The body as text, at most `limit` bytes of it (413 beyond; chunked bodies declare no length). */
export async function readBodyText(c: Context, limit: number): Promise<string> {
  try {
    return await readLimited(c, limit);
  } catch (error) {
    // Our own refusals (413, a bad encoding) stay what they are.
    if (!(error instanceof ApiError) && clientClosed(c)) throw new ClientClosedRequest();
    throw error;
  }
}

async function readLimited(c: Context, limit: number): Promise<string> {
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
  try {
    return utf8.decode(Buffer.concat(chunks, size));
  } catch {
    // Decoded leniently, each bad byte would become U+FFFD and be stored as the writer's text.
    throw badRequest('Request body is not valid UTF-8');
  }
}

/** Refuses what is not UTF-8 rather than replacing it (JSON is UTF-8, RFC 8259). */
const utf8 = new TextDecoder('utf-8', { fatal: true });
