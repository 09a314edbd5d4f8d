import type { Context } from 'hono';
import type { FlowContext } from '../../answer/answer-flow.js';
import {
  ACKNOWLEDGEMENT,
  actionEnvelope,
  answerRequestSchema,
} from '@hlf-docs/search-client/protocol';
import type { AnswerEnvelope } from '@hlf-docs/search-client/protocol';
import type { ActionSink } from '../../answer/sink.js';
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
  const state = c.var.store.state;
  return eventStream(
    c,
    deps,
    async (stream) => {
      await stream.send(ACKNOWLEDGEMENT);
      const sink: ActionSink = {
        text: (action, chunk, done) => stream.send(actionEnvelope(action, chunk, done)),
        value: (action, value) => stream.send(actionEnvelope(action, JSON.stringify(value), true)),
      };
      await flow({ state, request, chat: deps.chat, signal: stream.signal }, sink);
    },
    (message): AnswerEnvelope => ({ type: 'error', message }),
  );
}
