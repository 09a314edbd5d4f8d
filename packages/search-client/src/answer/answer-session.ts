import {
  InvalidInputError,
  InvalidStateError,
  MissingAPIKeyError,
  RequestAbortedError,
  SearchClientError,
  StreamError,
} from '../errors.js';
import type { Transport } from '../http/request.js';
import { randomId } from '../ids.js';
import { ANSWER_OPTION_FIELDS, ROUTES } from '../protocol/index.js';
import type { AnswerOptions, AnswerRequestBody } from '../protocol/index.js';
import { eventJSON, readServerSentEvents } from '../sse/stream-reader.js';
import { applyAnswerEvent, newInteraction } from './apply-event.js';
import { decodeAnswerEvent } from './decode-events.js';
import type { AnswerSessionOptions, AskParams, Interaction, LLMConfig, Message } from './types.js';
import { visitorId } from './visitor-id.js';

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
    this.replace({ ...interaction, aborted: true, loading: false });
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

  /** Put a new version of an interaction in the state (gone after clearSession: no-op). */
  private replace(next: Interaction): void {
    const position = this.interactions.findIndex((interaction) => interaction.id === next.id);
    if (position >= 0) this.interactions[position] = next;
  }

  private async *run(params: AskParams, planned: boolean): AsyncGenerator<string, void, undefined> {
    if (typeof params?.query !== 'string' || params.query.trim() === '') {
      throw new InvalidInputError('query must be a non-empty string');
    }
    if (params.page !== undefined && typeof params.page !== 'string') {
      throw new InvalidInputError('page must be a site path such as /docs/intro');
    }
    if (this.controller) {
      throw new InvalidStateError('An answer is already streaming: abort it or wait for its end');
    }
    const route = planned ? ROUTES.plannedAnswer : ROUTES.answer;
    const { path } = route;
    const id = randomId();
    const body: AnswerRequestBody = {
      interaction_id: id,
      query: params.query,
      visitor_id: visitorId(),
      conversation_id: this.conversationID,
      // The history before this question (the vendor client sent none).
      messages: this.history.map((message) => ({ ...message })),
      llm_config: this.llmConfig,
      ...answerOptions(params),
      ...(params.page === undefined ? {} : { page_path: params.page }),
    };

    this.lastRequest = { params: { ...params }, planned };
    const userMessage: Message = { role: 'user', content: params.query };
    const assistantMessage: Message = { role: 'assistant', content: '' };
    this.history.push(userMessage, assistantMessage);
    let interaction = newInteraction(id, params.query, planned);
    this.interactions.push(interaction);
    this.emit();

    // The session's version of this interaction: abort() may have changed it meanwhile.
    const current = () => this.interactions.find((each) => each.id === id) ?? interaction;
    const update = (next: Interaction) => {
      interaction = next;
      this.replace(next);
      this.emit();
    };
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
        const decoded = decodeAnswerEvent(eventJSON(event, path), path);
        const applied = applyAnswerEvent(current(), decoded);
        if (applied.complete) complete = true;
        assistantMessage.content = applied.interaction.response;
        update(applied.interaction);
        if (interaction.response !== before) yield interaction.response;
      }
      // Plain answers end with a done ANSWER_RESPONSE; planned ones with their done reply step.
      if (!complete) {
        throw new StreamError(`The stream of "${path}" ended before the answer was complete`);
      }
      update({ ...current(), loading: false });
    } catch (error) {
      const latest = current();
      if (latest.aborted || (error instanceof RequestAbortedError && controller.signal.aborted)) {
        // abort() already set the state; an aborted answer ends quietly, with what it had.
        if (latest.loading) update({ ...latest, aborted: true, loading: false });
        return;
      }
      const errorMessage = error instanceof Error ? error.message : String(error);
      const errorName = error instanceof Error ? error.name : 'Error';
      update({ ...latest, loading: false, error: true, errorMessage, errorName });
      throw error instanceof SearchClientError ? error : new StreamError(errorMessage);
    } finally {
      if (this.controller === controller) this.controller = undefined;
      // The caller left the loop early: the request is cancelled, and nothing stays loading.
      const latest = current();
      if (latest.loading) {
        controller.abort();
        update({ ...latest, aborted: true, loading: false });
      }
    }
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
