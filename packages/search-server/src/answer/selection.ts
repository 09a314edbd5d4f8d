import type { CollectionState } from '../storage/collection-state.js';
import type { Segment, Trigger } from '../storage/entities.js';
import { textSimilarity } from '../text/tokens.js';
import type { ChatClient } from './llm-client.js';

/** Below this similarity nothing is selected. */
export const SELECTION_THRESHOLD = 0.2;

export interface Selection {
  segment: Segment | undefined;
  segmentProbability: number;
  trigger: Trigger | undefined;
  triggerProbability: number;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

function best<T>(items: readonly T[], text: (item: T) => string, query: string) {
  let chosen: T | undefined;
  let score = 0;
  for (const item of items) {
    const similarity = textSimilarity(query, text(item));
    if (similarity > score) {
      chosen = item;
      score = similarity;
    }
  }
  return score >= SELECTION_THRESHOLD
    ? { item: chosen, probability: round(score) }
    : { item: undefined, probability: round(score) };
}

/** Choose a segment by similarity of the question to its name, description and goal; then a trigger of it. */
export function selectBySimilarity(state: CollectionState, query: string): Selection {
  const segment = best(
    [...state.segments.values()],
    (item) => `${item.name} ${item.description} ${item.goal ?? ''}`,
    query,
  );
  const candidates = segment.item
    ? [...state.triggers.values()].filter((trigger) => trigger.segment_id === segment.item?.id)
    : [];
  const trigger = best(candidates, (item) => `${item.name} ${item.description}`, query);
  return {
    segment: segment.item,
    segmentProbability: segment.probability,
    trigger: trigger.item,
    triggerProbability: trigger.item ? trigger.probability : 0,
  };
}

interface ModelChoice {
  id?: unknown;
  probability?: unknown;
}

function parseChoice(text: string): ModelChoice | undefined {
  const match = /\{[\s\S]*\}/.exec(text);
  if (!match) return undefined;
  try {
    return JSON.parse(match[0]) as ModelChoice;
  } catch {
    return undefined;
  }
}

async function askModel<T extends { id: string }>(
  chat: ChatClient,
  query: string,
  kind: string,
  items: readonly T[],
  describe: (item: T) => unknown,
  signal: AbortSignal,
): Promise<{ item: T | undefined; probability: number }> {
  const answer = await chat.complete(
    [
      {
        role: 'system',
        content: `You classify a user question into one ${kind} of a list. Reply with JSON only: {"id": "<id or null>", "probability": <0..1>}. Use null when no ${kind} fits.`,
      },
      {
        role: 'user',
        content: `${kind}s: ${JSON.stringify(items.map(describe))}\nQuestion: ${query}`,
      },
    ],
    signal,
  );
  const choice = parseChoice(answer);
  if (!choice) throw new Error('unparsable choice');
  const item = items.find((candidate) => candidate.id === choice.id);
  const probability =
    typeof choice.probability === 'number' ? Math.min(1, Math.max(0, choice.probability)) : 0;
  return { item, probability: item ? round(probability) : 0 };
}

/**
 * With a model, the model chooses; any failure (unreachable, unparsable) falls back to the
 * similarity choice, so selection never breaks an answer. The client going away is not a failure.
 */
export async function selectSegmentAndTrigger(
  state: CollectionState,
  query: string,
  chat: ChatClient | undefined,
  signal: AbortSignal,
): Promise<Selection> {
  const fallback = selectBySimilarity(state, query);
  if (!chat || state.segments.size === 0) return fallback;
  try {
    const segment = await askModel(
      chat,
      query,
      'segment',
      [...state.segments.values()],
      (item) => ({ id: item.id, name: item.name, description: item.description, goal: item.goal }),
      signal,
    );
    const triggers = segment.item
      ? [...state.triggers.values()].filter((trigger) => trigger.segment_id === segment.item?.id)
      : [];
    const trigger =
      triggers.length > 0
        ? await askModel(
            chat,
            query,
            'trigger',
            triggers,
            (item) => ({ id: item.id, name: item.name, description: item.description }),
            signal,
          )
        : { item: undefined, probability: 0 };
    return {
      segment: segment.item,
      segmentProbability: segment.probability,
      trigger: trigger.item,
      triggerProbability: trigger.probability,
    };
  } catch (error) {
    if (signal.aborted) throw error;
    return fallback;
  }
}
