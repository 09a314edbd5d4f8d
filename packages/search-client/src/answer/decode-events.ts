import { StreamError } from '../errors.js';
import {
  ANSWER_VALUE_SCHEMAS,
  actionMessageSchema,
  answerEnvelopeSchema,
  isValueAction,
} from '../protocol/index.js';
import type { AnswerActionValues, ValueAction } from '../protocol/index.js';

/** An action whose result is a value, checked against the protocol's schema. */
export type ValueEvent = {
  [A in ValueAction]: {
    kind: 'value';
    action: A;
    value: AnswerActionValues[A];
    /** The result as it came: the value's JSON text (a plan step keeps it as its result). */
    text: string;
    done: boolean;
  };
}[ValueAction];

/** One event of an answer stream, decoded. */
export type AnswerEvent =
  | { kind: 'acknowledgement' }
  /** An envelope type this client does not know: skipped, as the protocol says. */
  | { kind: 'unknown'; type: string }
  | ValueEvent
  /** Any other action: its result is text (an answer chunk, a query, a plan step's text). */
  | { kind: 'text'; action: string; text: string; done: boolean };

/** The value of a JSON text, or undefined when it is not JSON. */
export function parseJSONText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Turn one event's data into an AnswerEvent. A server's `error` event, and anything that is not
 * what the protocol says (an envelope, an action message, a value of the action's schema), is a
 * StreamError naming what was wrong.
 */
export function decodeAnswerEvent(data: unknown, path: string): AnswerEvent {
  const envelope = answerEnvelopeSchema.safeParse(data);
  if (!envelope.success) throw new StreamError(`A malformed event arrived on "${path}"`);
  const { type, message } = envelope.data;
  if (type === 'acknowledgement') return { kind: 'acknowledgement' };
  if (type === 'error') throw new StreamError(message ?? 'The server reported an error');
  if (type !== 'response') return { kind: 'unknown', type };
  const parsed = actionMessageSchema.safeParse(
    message === undefined ? undefined : parseJSONText(message),
  );
  if (!parsed.success) throw new StreamError(`A malformed event arrived on "${path}"`);
  const { action, result, done = false } = parsed.data;
  // The protocol sends results as text; a result sent as JSON itself is taken as its text.
  const text = result == null ? '' : typeof result === 'string' ? result : JSON.stringify(result);
  if (!isValueAction(action)) return { kind: 'text', action, text, done };
  const checked = ANSWER_VALUE_SCHEMAS[action].safeParse(
    result == null ? null : parseJSONText(text),
  );
  if (!checked.success) {
    const issue = checked.error.issues[0];
    const at = issue && issue.path.length > 0 ? ` at "${issue.path.join('.')}"` : '';
    throw new StreamError(
      `A malformed ${action} event arrived on "${path}"${at}: ${issue?.message ?? 'invalid'}`,
    );
  }
  // The schema is the one of this action, so its output is this action's value.
  return { kind: 'value', action, value: checked.data, text, done } as ValueEvent;
}
