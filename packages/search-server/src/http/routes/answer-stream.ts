import type { Context } from 'hono';
import type { FlowContext } from '../../answer/answer-flow.js';
import {
  ACKNOWLEDGEMENT,
  actionEnvelope,
  answerRequestSchema,
} from '@hlf-docs/search-client/protocol';
import type { AnswerEnvelope } from '@hlf-docs/search-client/protocol';
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
      const sink: ActionSink = {
        text: (action, chunk, done) => stream.send(actionEnvelope(action, chunk, done)),
        value: (action, value) => stream.send(actionEnvelope(action, JSON.stringify(value), true)),
      };
      await flow({ state, request, chat: deps.chat, signal: stream.signal, onSources }, sink);
    },
    (message): AnswerEnvelope => ({ type: 'error', message }),
  );
}
