import * as z from 'zod/mini';
import { searchHitsSchema } from './search-hits.js';
import type { SearchHit } from './search-hits.js';

/**
 * The events of `/answer` and `/planned_answer` (PROTOCOL.md, "Answer streams"). Each SSE
 * event's data is an envelope; a `response` envelope's message is the JSON text of an action
 * message, whose `result` is text: a chunk of answer text, or the JSON text of a value.
 */

/** Actions of `/answer`, in the order a server sends them. */
export const ANSWER_ACTIONS = [
  'SELECTED_LLM',
  'GET_SEGMENT',
  'GET_TRIGGER',
  'SELECT_SEGMENT_PROBABILITY',
  'SELECT_TRIGGER_PROBABILITY',
  'OPTIMIZING_QUERY',
  'SEARCH_RESULTS',
  /** Only when nothing found answers the question; SEARCH_RESULTS then holds the nearest sections. */
  'ANSWER_DECLINED',
  'ANSWER_RESPONSE',
  'RELATED_QUERIES',
] as const;

/** Step names a planned answer's ACTION_PLAN may list; each step's events carry its name. */
export const PLAN_STEPS = [
  'OPTIMIZE_QUERY',
  'GENERATE_QUERIES',
  'PERFORM_ORAMA_SEARCH',
  'ASK_FOLLOWUP',
  'GIVE_REPLY',
] as const;

/** The steps whose text is the reply (a planned answer has one of them, never both). */
export const REPLY_STEPS = ['GIVE_REPLY', 'ASK_FOLLOWUP'] as const;

export type PlanStepName = (typeof PLAN_STEPS)[number];
export type AnswerAction = (typeof ANSWER_ACTIONS)[number] | 'ACTION_PLAN' | PlanStepName;

export function isReplyStep(action: string): action is (typeof REPLY_STEPS)[number] {
  return (REPLY_STEPS as readonly string[]).includes(action);
}

/** `{type, message}`. Loose on `type`: a client skips envelope types it does not know. */
export const answerEnvelopeSchema = z.looseObject({
  type: z.string(),
  message: z.optional(z.string()),
});

/** What a server sends as an envelope. */
export type AnswerEnvelope =
  | { type: 'acknowledgement'; message: 'Acknowledged' }
  | { type: 'response'; message: string }
  | { type: 'error'; message: string };

/** The message of a `response` envelope, parsed. `result` may be absent or null: no text. */
export const actionMessageSchema = z.looseObject({
  action: z.string(),
  result: z.optional(z.nullable(z.unknown())),
  done: z.optional(z.boolean()),
});

export const ACKNOWLEDGEMENT: AnswerEnvelope = { type: 'acknowledgement', message: 'Acknowledged' };

/** The envelope of one action, as a server sends it. */
export function actionEnvelope(
  action: AnswerAction,
  result: string,
  done: boolean,
): AnswerEnvelope {
  return { type: 'response', message: JSON.stringify({ action, result, done }) };
}

export interface LLMChoice {
  provider: string;
  model: string;
}

export interface SegmentChoice {
  id: string;
  name: string;
}

export interface TriggerChoice {
  id: string;
  name: string;
  response?: string;
  segment_id?: string;
}

/**
 * Why a server declined to answer. A client tells a declined answer by this action alone, never by
 * its text. Values a server may send (a client treats any other like them):
 * - `no_answering_section`: none of the sections found holds the key terms of the question;
 * - `unknown_name`: the question names something (`names`) that no document holds.
 */
export interface AnswerDeclined {
  reason: string;
  /** With `unknown_name`: the names, as the server normalised them. */
  names?: string[];
}

export const DECLINE_REASONS = ['no_answering_section', 'unknown_name'] as const;

export interface PlanStep {
  /** An action name, usually one of PLAN_STEPS. */
  step: string;
  description: string;
}

/**
 * The actions whose result is the JSON text of a value, and the value. Every other action's
 * result is text (a chunk of the answer, a rewritten query, a step's text).
 */
export interface AnswerActionValues {
  SELECTED_LLM: LLMChoice;
  GET_SEGMENT: SegmentChoice | null;
  GET_TRIGGER: TriggerChoice | null;
  SELECT_SEGMENT_PROBABILITY: { probability: number };
  SELECT_TRIGGER_PROBABILITY: { probability: number };
  /** The sources of the answer: the hits of its search (the nearest, when it is declined). */
  SEARCH_RESULTS: SearchHit[];
  /** Nothing found answers: the text says so and offers the sources' pages instead. */
  ANSWER_DECLINED: AnswerDeclined;
  ACTION_PLAN: PlanStep[];
  /** A planned answer's search step: its hits, the sources of the answer. */
  PERFORM_ORAMA_SEARCH: SearchHit[];
}

export type ValueAction = keyof AnswerActionValues;
export type TextAction = Exclude<AnswerAction, ValueAction>;

const selectionSchema = z.looseObject({ id: z.string(), name: z.string() });

/**
 * The schema of each value, for a client to check what it receives. Loose objects: fields a
 * newer server adds pass through.
 */
export const ANSWER_VALUE_SCHEMAS = {
  SELECTED_LLM: z.looseObject({ provider: z.string(), model: z.string() }),
  GET_SEGMENT: z.nullable(selectionSchema),
  GET_TRIGGER: z.nullable(
    z.looseObject({
      id: z.string(),
      name: z.string(),
      response: z.optional(z.string()),
      segment_id: z.optional(z.string()),
    }),
  ),
  SELECT_SEGMENT_PROBABILITY: z.looseObject({ probability: z.number() }),
  SELECT_TRIGGER_PROBABILITY: z.looseObject({ probability: z.number() }),
  SEARCH_RESULTS: searchHitsSchema,
  ANSWER_DECLINED: z.looseObject({
    reason: z.string(),
    names: z.optional(z.array(z.string())),
  }),
  ACTION_PLAN: z.array(z.looseObject({ step: z.string(), description: z.string() })),
  PERFORM_ORAMA_SEARCH: searchHitsSchema,
} as const satisfies { [A in ValueAction]: z.ZodMiniType<AnswerActionValues[A]> };

export function isValueAction(action: string): action is ValueAction {
  return Object.hasOwn(ANSWER_VALUE_SCHEMAS, action);
}

/** RELATED_QUERIES chunks, put together, are the JSON text of this. */
export const relatedQueriesSchema = z.array(z.string());
