import { isReplyStep, relatedQueriesSchema } from '../protocol/index.js';
import type { SearchHit } from '../protocol/index.js';
import { parseJSONText } from './decode-events.js';
import type { AnswerEvent, ValueEvent } from './decode-events.js';
import type { Interaction } from './types.js';

/** The interaction after one event, and whether that event completed the answer. */
export interface AppliedEvent {
  interaction: Interaction;
  complete: boolean;
}

/** A question's interaction before any event: loading, no error, not aborted. */
export function newInteraction(id: string, query: string, planned: boolean): Interaction {
  return {
    id,
    query,
    response: '',
    sources: null,
    declined: false,
    loading: true,
    error: false,
    aborted: false,
    errorMessage: null,
    errorName: null,
    planned,
    plan: null,
    planExecution: {},
    segment: null,
    trigger: null,
    related: null,
    relatedQueries: null,
    selectedLLM: null,
    optimizedQuery: null,
  };
}

/**
 * One event applied to an interaction: a new interaction, the given one untouched. A plain answer
 * is complete with its done ANSWER_RESPONSE; a planned one with its done reply step.
 */
export function applyAnswerEvent(interaction: Interaction, event: AnswerEvent): AppliedEvent {
  switch (event.kind) {
    case 'acknowledgement':
    case 'unknown':
      return { interaction, complete: false };
    case 'value':
      return applyValue(interaction, event);
    case 'text':
      return applyText(interaction, event.action, event.text, event.done);
  }
}

const changed = (interaction: Interaction, changes: Partial<Interaction>): AppliedEvent => ({
  interaction: { ...interaction, ...changes },
  complete: false,
});

function applyValue(interaction: Interaction, event: ValueEvent): AppliedEvent {
  switch (event.action) {
    case 'SELECTED_LLM':
      return changed(interaction, { selectedLLM: { ...event.value } });
    case 'GET_SEGMENT':
      return changed(interaction, { segment: event.value && { ...event.value } });
    case 'GET_TRIGGER':
      return changed(interaction, { trigger: event.value && { ...event.value } });
    case 'SELECT_SEGMENT_PROBABILITY':
    case 'SELECT_TRIGGER_PROBABILITY': {
      const target = event.action === 'SELECT_SEGMENT_PROBABILITY' ? 'segment' : 'trigger';
      const selection = interaction[target];
      if (!selection) return { interaction, complete: false };
      return changed(interaction, {
        [target]: { ...selection, probability: event.value.probability },
      });
    }
    case 'SEARCH_RESULTS':
      return changed(interaction, { sources: event.value });
    case 'ANSWER_DECLINED':
      return changed(interaction, { declined: true });
    case 'ACTION_PLAN':
      return changed(interaction, {
        plan: event.value.map((step) => ({ ...step })),
        planExecution: Object.fromEntries(
          event.value.map((step) => [
            step.step,
            { instruction: step.description, result: '', done: false },
          ]),
        ),
      });
    case 'PERFORM_ORAMA_SEARCH':
      return applyStep(interaction, event.action, event.text, event.done, event.value);
  }
}

function applyText(
  interaction: Interaction,
  action: string,
  text: string,
  done: boolean,
): AppliedEvent {
  switch (action) {
    case 'OPTIMIZING_QUERY':
      return changed(interaction, { optimizedQuery: text });
    case 'ANSWER_RESPONSE':
      return {
        interaction: { ...interaction, response: interaction.response + text },
        complete: done && !interaction.planned,
      };
    case 'RELATED_QUERIES': {
      // Starts empty, never with "null" (the vendor client started it with the text "null").
      const related = (interaction.related ?? '') + text;
      const queries = relatedQueriesSchema.safeParse(parseJSONText(related));
      return changed(interaction, {
        related,
        relatedQueries: queries.success ? queries.data : interaction.relatedQueries,
      });
    }
    default:
      return applyStep(interaction, action, text, done);
  }
}

/**
 * A planned answer's step event, for a step of its plan (others are ignored): its result and done
 * flag; a reply step's text also grows the response, and the search step's hits are the sources.
 */
function applyStep(
  interaction: Interaction,
  action: string,
  text: string,
  done: boolean,
  hits?: SearchHit[],
): AppliedEvent {
  const step = interaction.planExecution[action];
  if (!step) return { interaction, complete: false };
  const reply = isReplyStep(action);
  return {
    interaction: {
      ...interaction,
      planExecution: {
        ...interaction.planExecution,
        [action]: { ...step, result: reply ? step.result + text : text, done },
      },
      response: reply ? interaction.response + text : interaction.response,
      sources: hits ?? interaction.sources,
    },
    complete: done && reply,
  };
}
