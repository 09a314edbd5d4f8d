import type { Context } from 'hono';
import type { FlowContext } from '../../answer/answer-flow.js';
import { answerRequestBody } from '../../answer/request.js';
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
  const request = await parseBody(c, answerRequestBody);
  const state = c.var.store.state;
  return eventStream(
    c,
    deps,
    async (stream) => {
      await stream.send({ type: 'acknowledgement', message: 'Acknowledged' });
      const sink: ActionSink = {
        action: (action, result, done) =>
          stream.send({ type: 'response', message: JSON.stringify({ action, result, done }) }),
      };
      await flow({ state, request, chat: deps.chat, signal: stream.signal }, sink);
    },
    (message) => ({ type: 'error', message }),
  );
}
