import { createParser } from 'eventsource-parser';
import type { EventSourceMessage } from 'eventsource-parser';
import { StreamError } from '../errors.js';
import type { OpenStream } from '../http/request.js';

export type { EventSourceMessage };

/** A blank line ends an event; line ends may be CRLF, LF or CR (WHATWG HTML, 9.2.6). */
const EVENT_END = /(?:\r\n|\r(?!\n)|\n)(?:\r\n|\r(?!\n)|\n)/g;

/**
 * The text after the last complete event. While more may come, a trailing CR is kept: it may be
 * the first half of a CRLF.
 */
function afterLastEvent(text: string, final: boolean): string {
  EVENT_END.lastIndex = 0;
  let end = -1;
  for (let match = EVENT_END.exec(text); match; match = EVENT_END.exec(text)) {
    end = match.index + match[0].length;
  }
  if (end < 0 || (!final && end === text.length && text.endsWith('\r'))) return text;
  return text.slice(end);
}

/** Text after the last complete event that is more than comments and blank lines. */
function hasUnfinishedEvent(tail: string): boolean {
  return afterLastEvent(tail, true)
    .split(/\r\n|\r|\n/)
    .some((line) => line.trim() !== '' && !line.startsWith(':'));
}

/**
 * One read of the body that ends as soon as `signal` aborts, whatever the body's state: after an
 * abort, the pending read of a body piped through a decoder may never settle (seen on Node 20
 * with an abort right after the first event), which would leave a `for await` hanging forever.
 */
function readUntilAborted<T>(
  reader: ReadableStreamDefaultReader<T>,
  signal: AbortSignal,
): Promise<ReadableStreamReadResult<T>> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    reader.read().then(
      (result) => {
        signal.removeEventListener('abort', onAbort);
        resolve(result);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/**
 * The events of a Server-Sent Events body, read from fetch (not `EventSource`: our streams are
 * POSTs). Bytes go through a streaming UTF-8 decoder, so a character cut between two chunks
 * survives; `eventsource-parser` does the rest of the format (multi-line data, comments, line
 * ends). Leaving the loop early (break, an error, an abort) cancels the HTTP request, so the
 * server sees the disconnect. A body that ends inside an event is an error, not a lost event.
 */
export async function* readServerSentEvents(
  stream: OpenStream,
): AsyncGenerator<EventSourceMessage, void, undefined> {
  const queue: EventSourceMessage[] = [];
  let fatal: StreamError | undefined;
  const parser = createParser({
    onEvent: (event) => queue.push(event),
    onError: (error) => {
      // Unknown fields and bad retry values are ignored by the standard; only overflow is fatal.
      if (error.type === 'max-buffer-size-exceeded') {
        fatal = new StreamError(`An event of "${stream.path}" is too large`);
      }
    },
  });
  const body = stream.response.body;
  if (!body) throw new StreamError(`The answer of "${stream.path}" has no body`);
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  // Text since the last event boundary, to tell a clean end from one inside an event.
  let tail = '';
  let finished = false;
  let lastChunkEnd = '';
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<string>;
      try {
        chunk = await readUntilAborted(reader, stream.signal);
      } catch (error) {
        throw stream.failure(error);
      }
      if (chunk.done) break;
      stream.touch();
      parser.feed(chunk.value);
      lastChunkEnd = chunk.value.at(-1) ?? lastChunkEnd;
      tail = afterLastEvent(tail + chunk.value, false);
      if (fatal) throw fatal;
      while (queue.length > 0) {
        // Events already parsed are not handed out after an abort: the caller asked to stop.
        if (stream.signal.aborted) throw stream.failure(stream.signal.reason);
        yield queue.shift()!;
      }
    }
    finished = true;
    // A body ending on CR: the parser holds that CR back, as it could be half a CRLF. Completing
    // it as CRLF ends the same lines (a CR alone and a CRLF are the same line end).
    if (lastChunkEnd === '\r') parser.feed('\n');
    while (queue.length > 0) yield queue.shift()!;
    if (hasUnfinishedEvent(tail)) {
      throw new StreamError(`The stream of "${stream.path}" ended in the middle of an event`);
    }
  } finally {
    // Not awaited: cancelling a body whose read is stuck may itself never settle. Closing the
    // stream aborts the request, so the server sees the disconnect either way.
    if (!finished) void reader.cancel().catch(() => undefined);
    stream.close();
  }
}

/** Parse the JSON data of one event; the protocol sends exactly one JSON value per event. */
export function eventJSON(event: EventSourceMessage, path: string): unknown {
  try {
    return JSON.parse(event.data) as unknown;
  } catch {
    throw new StreamError(`An event of "${path}" is not valid JSON`);
  }
}
