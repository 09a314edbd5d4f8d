import { createParser } from 'eventsource-parser';
import { buildInit, buildUrl } from './http.js';
import type { CallOptions } from './http.js';

export interface SseResult {
  status: number;
  contentType: string | null;
  /** Each event's data, parsed as JSON. */
  events: unknown[];
  comments: string[];
  /** When each event and comment arrived (ms since the request was sent), in order. */
  timeline: { atMs: number; kind: 'event' | 'comment' }[];
  /** True when the server ended the body (as opposed to our timeout or our abort). */
  ended: boolean;
}

/**
 * POST and read an SSE body to its end, within a time bound. `stopAfter` lets a test hang up
 * early (a client disconnect) once it has seen enough events.
 */
export async function readSse(
  base: string,
  path: string,
  options: CallOptions & { stopAfter?: (events: unknown[]) => boolean } = {},
): Promise<SseResult> {
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), options.timeoutMs ?? 10_000);
  const init = buildInit({ ...options, method: 'POST' });
  const sentAt = performance.now();
  const response = await fetch(buildUrl(base, path, options), {
    ...init,
    signal: controller.signal,
  });
  const result: SseResult = {
    status: response.status,
    contentType: response.headers.get('content-type'),
    events: [],
    comments: [],
    timeline: [],
    ended: false,
  };
  if (!response.body || !response.headers.get('content-type')?.includes('text/event-stream')) {
    clearTimeout(timeout);
    result.events.push(JSON.parse(await response.text()) as unknown);
    return result;
  }
  const arrived = (kind: 'event' | 'comment') =>
    result.timeline.push({ atMs: performance.now() - sentAt, kind });
  const parser = createParser({
    onEvent: (event) => {
      result.events.push(JSON.parse(event.data) as unknown);
      arrived('event');
    },
    onComment: (comment) => {
      result.comments.push(comment);
      arrived('comment');
    },
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        result.ended = true;
        break;
      }
      parser.feed(value);
      if (options.stopAfter?.(result.events)) {
        controller.abort();
        break;
      }
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  } finally {
    clearTimeout(timeout);
  }
  return result;
}

export interface AnswerAction {
  action: string;
  result: string;
  done: boolean;
}

/** The `response` envelopes of an /answer stream, decoded. */
export function actionsOf(events: unknown[]): AnswerAction[] {
  return events
    .filter(
      (event): event is { type: 'response'; message: string } =>
        (event as { type?: string }).type === 'response',
    )
    .map((event) => JSON.parse(event.message) as AnswerAction);
}

/** Action names with consecutive repeats collapsed (chunks of one action count once). */
export function actionOrder(actions: AnswerAction[]): string[] {
  return actions
    .map((action) => action.action)
    .filter((name, position, all) => all[position - 1] !== name);
}
