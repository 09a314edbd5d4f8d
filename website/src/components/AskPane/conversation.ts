import { AnswerSession, Transport, search, sendFeedback } from '@hlf-docs/search-client';
import { askableQuestions } from '@hlf-docs/search-client/protocol';
import type { AskParams, Interaction, SearchResult } from '@hlf-docs/search-client';
import type { CloudSearchConfig } from '@site/src/search/useSearchMode';
import { failureDetail } from './failureText';

/** What the reader said about one answer, once the service has it. */
export type FeedbackState =
  | { status: 'sending'; helpful: boolean }
  | { status: 'sent'; helpful: boolean; reason?: string }
  | { status: 'failed'; helpful: boolean; reason?: string; message: string };

export interface ConversationSnapshot {
  interactions: Interaction[];
  feedback: Record<string, FeedbackState>;
}

/** Related questions offered under each answer. */
const RELATED: AskParams['related'] = { enabled: true, size: 3, format: 'question' };

/** Why feedback did not arrive, for the reader: an unreachable service first, then the detail. */
const message = (error: unknown) =>
  error instanceof Error
    ? [
        error.name === 'ConnectionError' ? 'The service cannot be reached right now.' : undefined,
        failureDetail(error.message),
      ]
        .filter(Boolean)
        .join(' ')
    : String(error);

/** How long the service may take to start answering a question or a call of the panel. */
const ANSWER_START_TIMEOUT_MS = 10_000;

/**
 * The reader's conversation with the service: one per page view, kept while the dialog is closed
 * and the reader moves between pages (so a follow-up works after following a source), until it is
 * cleared. React reads it through `subscribe` and `snapshot` (useSyncExternalStore).
 */
export class Conversation {
  private readonly transport: Transport;
  private readonly session: AnswerSession;
  private current: ConversationSnapshot = { interactions: [], feedback: {} };
  private readonly listeners = new Set<() => void>();

  // The transport and the calls the panel makes, rather than CollectionManager, which brings
  // every call of the protocol into the panel's download (about 8 kB gzip more).
  constructor(config: CloudSearchConfig) {
    this.transport = new Transport({
      url: config.url,
      collectionID: config.collectionID,
      readAPIKey: config.readKey,
      // The service acknowledges a question at once, whatever writes the answer: a service that
      // hangs is told within seconds, not the client's default of 30 s. Once the answer streams,
      // the limit is on its silence instead (the client's stream idle timeout).
      timeoutMs: ANSWER_START_TIMEOUT_MS,
    });
    this.session = new AnswerSession(this.transport, {
      events: { onStateChange: (interactions) => this.set({ interactions }) },
    });
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly snapshot = (): ConversationSnapshot => this.current;

  /** An answer is being written. */
  get streaming(): boolean {
    return this.current.interactions.at(-1)?.loading ?? false;
  }

  /** Ask a question (a follow-up when the conversation has answers); `page`: the page's path. */
  ask(query: string, page: string | undefined): Promise<void> {
    return this.follow(this.session.answerStream({ query, related: RELATED, page }));
  }

  /** The service's search (for a question the docs do not answer). */
  search(term: string, limit: number, signal: AbortSignal): Promise<SearchResult> {
    return search(this.transport, { term, limit }, { signal });
  }

  /**
   * The questions readers ask that a page answers: those of its opening section (the entry whose
   * path is the page's own), as the build sent them to the service. Only those written as
   * questions. The address may end in a slash or not (a host that serves folders adds one), and a
   * service that ignores the filter sends some other section: only the page's own counts.
   */
  async pageQuestions(path: string, signal: AbortSignal): Promise<string[]> {
    const bare = path.replace(/\/+$/, '');
    const result = await search(
      this.transport,
      { term: '', where: { path: [bare, `${bare}/`] }, limit: 1, select: ['path', 'questions'] },
      { signal },
    );
    const document = result.hits[0]?.document;
    if (typeof document?.path !== 'string' || document.path.replace(/\/+$/, '') !== bare) return [];
    return askableQuestions(document.questions);
  }

  /** Ask the last question again, in place of its answer (also the Retry of a failed answer). */
  regenerate(): Promise<void> {
    return this.follow(this.session.regenerateLast({ stream: true }));
  }

  /** Stop the answer being written: its request is cancelled, what arrived stays. */
  stop(): void {
    if (this.streaming) this.session.abort();
  }

  /** Forget the whole conversation (an answer being written is stopped first). */
  clear(): void {
    this.stop();
    this.session.clearSession();
    this.set({ feedback: {} });
  }

  /** Tell the service whether an answer helped, with the reader's reason if they gave one. */
  async sendFeedback(
    interaction: Interaction,
    helpful: boolean,
    reason: string | undefined,
    path: string,
  ): Promise<void> {
    const id = interaction.id;
    this.setFeedback(id, { status: 'sending', helpful });
    try {
      await sendFeedback(this.transport, {
        interactionID: id,
        conversationID: this.session.conversationID,
        query: interaction.query,
        helpful,
        reason,
        path,
      });
      this.setFeedback(id, { status: 'sent', helpful, reason });
    } catch (error) {
      this.setFeedback(id, { status: 'failed', helpful, reason, message: message(error) });
    }
  }

  /** Read the stream to its end; its state arrives through onStateChange, errors included. */
  private async follow(stream: AsyncGenerator<string, void, undefined>): Promise<void> {
    try {
      for await (const _text of stream) {
        // Each piece is already in the session's state.
      }
    } catch {
      // A failed answer is in the state (error, errorMessage), where the panel shows it.
    }
  }

  private setFeedback(id: string, state: FeedbackState): void {
    this.set({ feedback: { ...this.current.feedback, [id]: state } });
  }

  private set(changes: Partial<ConversationSnapshot>): void {
    this.current = { ...this.current, ...changes };
    for (const listener of this.listeners) listener();
  }
}

let shared: { key: string; conversation: Conversation } | undefined;

/** The page view's conversation with this service. */
export function conversationWith(config: CloudSearchConfig): Conversation {
  const key = `${config.url}\n${config.collectionID}`;
  if (shared?.key !== key) shared = { key, conversation: new Conversation(config) };
  return shared.conversation;
}
