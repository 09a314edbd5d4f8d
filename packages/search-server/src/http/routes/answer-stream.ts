import type { Context } from 'hono';
import type { FlowContext } from '../../answer/answer-flow.js';
import {
  ACKNOWLEDGEMENT,
  actionEnvelope,
  answerRequestSchema,
} from '@hlf-docs/search-client/protocol';
import type { AnswerEnvelope, AnswerRequest } from '@hlf-docs/search-client/protocol';
import { askedQuestion } from '../../answer/asked-question.js';
import type { ActionSink } from '../../answer/sink.js';
import type { FoundSources } from '../../answer/sources.js';
import { parseBody } from '../body.js';
import type { AppDeps, AppEnv } from '../context.js';
import { eventStream } from '../sse.js';

type Flow = (context: FlowContext, sink: ActionSink) => Promise<void>;

/**
 * Shared by `/answer` and `/planned_answer`: validate the body (a bad body is a JSON 400, not a
 * stream), acknowledge, then run the flow with every action wrapped in the response envelope.
 */
export async function streamAnswer(
  c: Context<AppEnv>,
  deps: AppDeps,
  flow: Flow,
): Promise<Response> {
  const request = await parseBody(c, answerRequestSchema);
  const store = c.var.store;
  const { state } = store;
  // Counted off the answer's path: the stream does not wait for the line's fsync.
  const onSources = (found: FoundSources) => {
    store.recordQuestion(askedQuestion(request, found)).catch((error: unknown) => {
      deps.log(
        `Collection ${store.id}: a question could not be counted: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
  };
  return eventStream(
    c,
    deps,
    async (stream) => {
      await stream.send(ACKNOWLEDGEMENT);
      // Let the acknowledgement leave before the work: every step of the flow resolves in
      // microtasks, so without a turn of the event loop nothing reached the socket until the whole
      // answer was written, and 64 answers at once got their first byte after all the others' work.
      await new Promise<void>((resolve) => setImmediate(resolve));
      const sink: ActionSink = {
        text: (action, chunk, done) => stream.send(actionEnvelope(action, chunk, done)),
        value: (action, value) => stream.send(actionEnvelope(action, JSON.stringify(value), true)),
      };
      const pool = deps.searchPool;
      const sources =
        pool && pool.size > 0
          ? (asked: AnswerRequest, restated: string | undefined) =>
              // A reader who leaves frees the thread of a retrieval it has not begun.
              pool.sources(store.id, asked, restated, !deps.chat, stream.signal)
          : undefined;
      await flow(
        { state, request, chat: deps.chat, signal: stream.signal, onSources, sources },
        sink,
      );
    },
    (message): AnswerEnvelope => ({ type: 'error', message }),
  );
}
