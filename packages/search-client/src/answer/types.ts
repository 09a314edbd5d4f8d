import type { AnswerOptions, ChatMessage, PlanStep, SearchHit } from '../protocol/index.js';

export type { PlanStep };

/** A type, not an interface: it goes into the request body, whose model config is open-ended. */
export type LLMConfig = {
  provider: string;
  model: string;
};

export type Message = ChatMessage;

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
  /**
   * The search hits the answer is drawn from (SEARCH_RESULTS), or null before they arrive. When
   * the answer is `declined`, the nearest sections: the pages to offer instead.
   */
  sources: SearchHit[] | null;
  /**
   * True when the service found nothing that answers (ANSWER_DECLINED): the text says that the
   * documentation does not cover the question, and `sources` are the nearest sections.
   */
  declined: boolean;
  loading: boolean;
  error: boolean;
  aborted: boolean;
  errorMessage: string | null;
  /** The class of the error (`ConnectionError`, `HTTPStatusError`, ...), to tell the reader what failed. */
  errorName: string | null;
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
  /**
   * "Ask about this page": the site path of the page the reader is on, without anchor (for
   * example `/bevel-operator-fabric/docs/user-guide/install-chaincode`). The service prefers its
   * sections, and still answers from elsewhere when the page does not answer. Sent as `page_path`.
   */
  page?: string;
}

export interface AnswerSessionOptions {
  LLMConfig?: LLMConfig;
  initialMessages?: Message[];
  events?: { onStateChange?: (state: Interaction[]) => void };
  conversationID?: string;
}
