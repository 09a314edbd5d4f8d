import {
  InvalidInputError,
  InvalidStateError,
  MissingAPIKeyError,
  RequestAbortedError,
  SearchClientError,
  StreamError,
} from './errors.js';
import type { Transport } from './http/request.js';
import { randomId } from './ids.js';
import {
  ANSWER_OPTION_FIELDS,
  ANSWER_VALUE_SCHEMAS,
  actionMessageSchema,
  answerEnvelopeSchema,
  isReplyStep,
} from './protocol/index.js';
import type { AnswerOptions, AnswerRequestBody, ChatMessage } from './protocol/index.js';
import { ROUTES } from './protocol/routes.js';
import { eventJSON, readServerSentEvents } from './sse/stream-reader.js';
import { readStored, hasLocalStorage, writeStored } from './storage.js';

/** A type, not an interface: it goes into the request body, whose model config is open-ended. */
export type LLMConfig = {
  provider: string;
  model: string;
};

export type Message = ChatMessage;

export interface PlanStep {
  step: string;
  description: string;
}

export interface PlanExecutionStep {
  instruction: string;
  result: string;
  done: boolean;
}

export interface Selection {
  id: string;
  name: string;
  probability?: number;
  [field: string]: unknown;
}

/** One question and its answer, as the session knows it (PROTOCOL.md, "Answer sessions"). */
export interface Interaction {
  id: string;
  query: string;
  response: string;
  sources: unknown[] | null;
  loading: boolean;
  error: boolean;
  aborted: boolean;
  errorMessage: string | null;
  planned: boolean;
  plan: PlanStep[] | null;
  planExecution: Record<string, PlanExecutionStep>;
  segment: Selection | null;
  trigger: Selection | null;
  /** RELATED_QUERIES as received: JSON text of an array of strings, growing chunk by chunk. */
  related: string | null;
  /** `related` parsed, once it is a complete JSON array of strings. */
  relatedQueries: string[] | null;
  selectedLLM: LLMConfig | null;
  optimizedQuery: string | null;
}

export type RelatedOptions = NonNullable<AnswerOptions['related']>;

/** A question, and the answer options of the protocol's request body. */
export interface AskParams extends AnswerOptions {
  query: string;
}

export interface AnswerSessionOptions {
  LLMConfig?: LLMConfig;
  initialMessages?: Message[];
  events?: { onStateChange?: (state: Interaction[]) => void };
  conversationID?: string;
}

/** Kept in browsers so one visitor keeps one id across visits. */
export const VISITOR_ID_STORAGE_KEY = 'hlf-docs-search:visitor-id';
/** Outside a browser there is no visitor to remember: a fixed placeholder. */
export const SERVER_VISITOR_ID = 'ssid';

function visitorId(): string {
  if (!hasLocalStorage()) return SERVER_VISITOR_ID;
  const stored = readStored(VISITOR_ID_STORAGE_KEY);
  if (stored) return stored;
  const created = randomId();
  writeStored(VISITOR_ID_STORAGE_KEY, created);
  return created;
}

function parseJSONText(text: unknown): unknown {
  if (typeof text !== 'string') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function copyState(state: Interaction[]): Interaction[] {
  return typeof structuredClone === 'function'
    ? structuredClone(state)
    : (JSON.parse(JSON.stringify(state)) as Interaction[]);
}

/**
 * A conversation with the answer engine: the history is sent with every question, each
 * question gets an interaction in `state`, and `onStateChange` sees a copy of the whole state
 * on every change. One answer streams at a time; `abort()` cancels its HTTP request.
 */
export class AnswerSession {
  readonly conversationID: string;
  private readonly transport: Transport;
  private readonly llmConfig: LLMConfig | null;
  private readonly onStateChange: ((state: Interaction[]) => void) | undefined;
  private history: Message[];
  private interactions: Interaction[] = [];
  private controller: AbortController | undefined;
  private lastRequest: { params: AskParams; planned: boolean } | undefined;

  constructor(transport: Transport, options: AnswerSessionOptions = {}) {
    if (!transport.hasKey('read')) {
      throw new MissingAPIKeyError('read', 'Read API key is required to create an answer session');
    }
    this.transport = transport;
    this.llmConfig = options.LLMConfig ?? null;
    this.onStateChange = options.events?.onStateChange;
    this.conversationID = options.conversationID ?? randomId();
    const initial = options.initialMessages ?? [];
    if (!Array.isArray(initial)) throw new InvalidInputError('initialMessages must be an array');
    this.history = initial.map((message) => ({ ...message }));
  }

  /** The conversation so far: user and assistant turns. */
  get messages(): Message[] {
    return this.history.map((message) => ({ ...message }));
  }

  /** One interaction per question (a copy: change the session through its methods). */
  get state(): Interaction[] {
    return copyState(this.interactions);
  }

  /** Ask, and resolve with the whole answer text. */
  async answer(params: AskParams): Promise<string> {
    return drain(this.run(params, false));
  }

  /** Ask, and iterate over the answer text as it grows (each value is the text so far). */
  answerStream(params: AskParams): AsyncGenerator<string, void, undefined> {
    return this.run(params, false);
  }

  /** Ask through `/planned_answer`: the plan and each step's result fill the interaction. */
  async plannedAnswer(params: AskParams): Promise<string> {
    return drain(this.run(params, true));
  }

  plannedAnswerStream(params: AskParams): AsyncGenerator<string, void, undefined> {
    return this.run(params, true);
  }

  /** Forget the last answer and ask its question again, in the same mode. */
  regenerateLast(options: { stream: true }): AsyncGenerator<string, void, undefined>;
  regenerateLast(options?: { stream?: false }): Promise<string>;
  regenerateLast(
    options: { stream?: boolean } = {},
  ): AsyncGenerator<string, void, undefined> | Promise<string> {
    if (this.history.length === 0) throw new InvalidStateError('No messages to regenerate');
    const last = this.history.at(-1)!;
    if (last.role !== 'assistant') {
      throw new InvalidStateError('Last message is not an assistant message');
    }
    const previous = this.lastRequest;
    const interaction = this.interactions.at(-1);
    // The question of the last answer: from the request that produced it, else from history.
    const question = this.history.at(-2);
    const params: AskParams = previous
      ? { ...previous.params }
      : { query: question?.role === 'user' ? question.content : '' };
    const planned = previous?.planned ?? interaction?.planned ?? false;
    // Drop the answer, its question and its interaction: the question is asked again below,
    // and must appear once in the history, not twice (the vendor client sent it twice).
    this.history.pop();
    if (this.history.at(-1)?.role === 'user') this.history.pop();
    if (interaction) this.interactions.pop();
    this.emit();
    const stream = this.run(params, planned);
    return options.stream ? stream : drain(stream);
  }

  /**
   * Cancel the answer being streamed: its HTTP request is aborted (the server sees the
   * disconnect), and the last interaction becomes `aborted: true, loading: false`.
   */
  abort(): void {
    if (!this.controller) throw new InvalidStateError('AbortController is not available.');
    const interaction = this.interactions.at(-1);
    if (!interaction) throw new InvalidStateError('There is no active request to abort.');
    this.controller.abort();
    interaction.aborted = true;
    interaction.loading = false;
    this.emit();
  }

  /** Empty the history and the state. A running answer is not cancelled: call abort() first. */
  clearSession(): void {
    this.history = [];
    this.interactions = [];
    this.lastRequest = undefined;
    this.emit();
  }

  private emit(): void {
    this.onStateChange?.(copyState(this.interactions));
  }

  private async *run(params: AskParams, planned: boolean): AsyncGenerator<string, void, undefined> {
    if (typeof params?.query !== 'string' || params.query.trim() === '') {
      throw new InvalidInputError('query must be a non-empty string');
    }
    if (this.controller) {
      throw new InvalidStateError('An answer is already streaming: abort it or wait for its end');
    }
    const route = planned ? ROUTES.plannedAnswer : ROUTES.answer;
    const { path } = route;
    const interaction: Interaction = {
      id: randomId(),
      query: params.query,
      response: '',
      sources: null,
      loading: true,
      error: false,
      aborted: false,
      errorMessage: null,
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
    const body: AnswerRequestBody = {
      interaction_id: interaction.id,
      query: params.query,
      visitor_id: visitorId(),
      conversation_id: this.conversationID,
      // The history before this question (the vendor client sent none).
      messages: this.history.map((message) => ({ ...message })),
      llm_config: this.llmConfig,
      ...answerOptions(params),
    };

    this.lastRequest = { params: { ...params }, planned };
    const userMessage: Message = { role: 'user', content: params.query };
    const assistantMessage: Message = { role: 'assistant', content: '' };
    this.history.push(userMessage, assistantMessage);
    this.interactions.push(interaction);
    this.emit();

    const controller = new AbortController();
    this.controller = controller;
    let complete = false;
    try {
      const stream = await this.transport.stream({
        ...route,
        body,
        signal: controller.signal,
      });
      for await (const event of readServerSentEvents(stream)) {
        const before = interaction.response;
        const ended = this.apply(interaction, eventJSON(event, path), path);
        if (ended) complete = true;
        assistantMessage.content = interaction.response;
        this.emit();
        if (interaction.response !== before) yield interaction.response;
      }
      // Plain answers end with a done ANSWER_RESPONSE; planned ones with their done reply step.
      if (!complete) {
        throw new StreamError(`The stream of "${path}" ended before the answer was complete`);
      }
      interaction.loading = false;
      this.emit();
    } catch (error) {
      if (
        interaction.aborted ||
        (error instanceof RequestAbortedError && controller.signal.aborted)
      ) {
        // abort() already set the state; an aborted answer ends quietly, with what it had.
        if (interaction.loading) {
          interaction.aborted = true;
          interaction.loading = false;
          this.emit();
        }
        return;
      }
      interaction.loading = false;
      interaction.error = true;
      interaction.errorMessage = error instanceof Error ? error.message : String(error);
      this.emit();
      throw error instanceof SearchClientError ? error : new StreamError(interaction.errorMessage);
    } finally {
      if (this.controller === controller) this.controller = undefined;
      // The caller left the loop early: the request is cancelled, and nothing stays loading.
      if (interaction.loading) {
        controller.abort();
        interaction.aborted = true;
        interaction.loading = false;
        this.emit();
      }
    }
  }

  /** Apply one event to the interaction; true when it completes the answer. */
  private apply(interaction: Interaction, data: unknown, path: string): boolean {
    const envelope = answerEnvelopeSchema.safeParse(data);
    if (!envelope.success) throw new StreamError(`A malformed event arrived on "${path}"`);
    const { type, message } = envelope.data;
    if (type === 'acknowledgement') return false;
    if (type === 'error') throw new StreamError(message ?? 'The server reported an error');
    if (type !== 'response') return false;
    const parsed = actionMessageSchema.safeParse(parseJSONText(message));
    if (!parsed.success) throw new StreamError(`A malformed event arrived on "${path}"`);
    const { action, done = false } = parsed.data;
    const result = parsed.data.result ?? '';
    const text = typeof result === 'string' ? result : JSON.stringify(result);

    switch (action) {
      case 'SELECTED_LLM':
        interaction.selectedLLM = (parseJSONText(text) as LLMConfig | undefined) ?? null;
        return false;
      case 'GET_SEGMENT':
        interaction.segment = (parseJSONText(text) as Selection | null | undefined) ?? null;
        return false;
      case 'GET_TRIGGER':
        interaction.trigger = (parseJSONText(text) as Selection | null | undefined) ?? null;
        return false;
      case 'SELECT_SEGMENT_PROBABILITY':
      case 'SELECT_TRIGGER_PROBABILITY': {
        const target = action === 'SELECT_SEGMENT_PROBABILITY' ? 'segment' : 'trigger';
        const probability = (parseJSONText(text) as { probability?: unknown } | undefined)
          ?.probability;
        const selection = interaction[target];
        if (selection && typeof probability === 'number') selection.probability = probability;
        return false;
      }
      case 'OPTIMIZING_QUERY':
        interaction.optimizedQuery = text;
        return false;
      case 'SEARCH_RESULTS': {
        const sources = parseJSONText(text);
        interaction.sources = Array.isArray(sources) ? sources : null;
        return false;
      }
      case 'ANSWER_RESPONSE':
        interaction.response += text;
        return done && !interaction.planned;
      case 'RELATED_QUERIES': {
        // Starts empty, never with "null" (the vendor client started it with the text "null").
        interaction.related = (interaction.related ?? '') + text;
        const queries = parseJSONText(interaction.related);
        if (Array.isArray(queries) && queries.every((query) => typeof query === 'string')) {
          interaction.relatedQueries = queries;
        }
        return false;
      }
      case 'ACTION_PLAN': {
        const plan = ANSWER_VALUE_SCHEMAS.ACTION_PLAN.safeParse(parseJSONText(text));
        if (!plan.success) throw new StreamError(`A malformed action plan arrived on "${path}"`);
        interaction.plan = plan.data;
        interaction.planExecution = Object.fromEntries(
          plan.data.map((step) => [
            step.step,
            { instruction: step.description, result: '', done: false },
          ]),
        );
        return false;
      }
      default:
        return this.applyStep(interaction, action, text, done);
    }
  }

  /** A planned answer's step event: its result and done flag; reply steps grow the response. */
  private applyStep(
    interaction: Interaction,
    action: string,
    text: string,
    done: boolean,
  ): boolean {
    const step = interaction.planExecution[action];
    if (!step) return false;
    if (isReplyStep(action)) {
      step.result += text;
      interaction.response += text;
    } else {
      step.result = text;
    }
    step.done = done;
    if (action === 'PERFORM_ORAMA_SEARCH') {
      const sources = parseJSONText(text);
      if (Array.isArray(sources)) interaction.sources = sources;
    }
    return done && isReplyStep(action);
  }
}

/** The options of the request body the caller set, copied: the caller's object is never shared. */
function answerOptions(params: AskParams): AnswerOptions {
  const options: Record<string, unknown> = {};
  for (const field of ANSWER_OPTION_FIELDS) {
    const value = params[field];
    if (value === undefined) continue;
    options[field] = typeof value === 'object' && value !== null ? { ...value } : value;
  }
  // Each value is the caller's own value of the same field, so the shape is AnswerOptions.
  return options as AnswerOptions;
}

async function drain(stream: AsyncGenerator<string, void, undefined>): Promise<string> {
  let last = '';
  for await (const text of stream) last = text;
  return last;
}
