import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { ChatError } from '../answer/llm-client.js';
import { ClientGoneError } from '../answer/sink.js';
import type { AppDeps } from './context.js';
import { printable } from './printable.js';

export interface EventStream {
  /** Send one event whose data is the JSON text of `data`. */
  send(data: unknown): Promise<void>;
  /** Aborted when the client disconnects. */
  signal: AbortSignal;
}

/**
 * Stream Server-Sent Events (packages/search-client/PROTOCOL.md, "Streams"): each event's data is
 * one JSON value; a comment line is sent as a keep-alive when nothing was sent for `keepAliveMs`;
 * the body ends after the last event. A client disconnect aborts `signal`, which stops the work and any model request.
 * A failure becomes one last event made by `errorEvent`.
 */
export function eventStream(
  c: Context,
  deps: AppDeps,
  work: (stream: EventStream) => Promise<void>,
  errorEvent: (message: string) => unknown,
): Response {
  return streamSSE(c, async (sse) => {
    const controller = new AbortController();
    const abort = () => controller.abort();
    c.req.raw.signal.addEventListener('abort', abort, { once: true });
    deps.shutdown.addEventListener('abort', abort, { once: true });
    sse.onAbort(abort);
    // One timer, restarted by every write, so an idle stream gets its comment keepAliveMs after
    // the last write (a fixed interval that skips recent writes could leave it idle for twice that).
    const keepAlive = setTimeout(function sendKeepAlive() {
      if (controller.signal.aborted) return;
      void sse.write(': keep-alive\n\n');
      keepAlive.refresh();
    }, deps.keepAliveMs);
    const stream: EventStream = {
      signal: controller.signal,
      send: async (data) => {
        keepAlive.refresh();
        await sse.writeSSE({ data: JSON.stringify(data) });
      },
    };
    try {
      await work(stream);
    } catch (error) {
      if (deps.shutdown.aborted) {
        // The client is still there: tell it why the answer stops, and end the body properly.
        await stream.send(errorEvent('The server is shutting down; ask again in a moment'));
        return;
      }
      if (controller.signal.aborted || error instanceof ClientGoneError) return;
      const message =
        error instanceof ChatError
          ? error.message
          : 'The server failed while answering; see its log';
      if (!(error instanceof ChatError)) {
        deps.log(
          `error in stream ${printable(c.req.path)}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
      }
      await stream.send(errorEvent(message));
    } finally {
      clearTimeout(keepAlive);
      c.req.raw.signal.removeEventListener('abort', abort);
      deps.shutdown.removeEventListener('abort', abort);
    }
  });
}
