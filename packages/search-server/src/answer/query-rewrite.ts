import type { AnswerRequest } from '@hlf-docs/search-client/protocol';
import type { ChatClient, ChatMessage } from './llm-client.js';
import { readPageQuestion } from './page-question.js';
import { words } from '../text/tokens.js';

/**
 * With a model, a question asked after another in a conversation is restated before the search,
 * as a question that stands on its own ("How do I switch that off?" after a question about
 * renewals names the renewal), in the docs' terms where the reader used everyday words. The
 * restatement's words join the conversation's borrowed words (conversation.ts, RESTATED_WEIGHT) and
 * count as key terms like them, so an answer they would decline is searched again without them
 * (answer-flow.ts, retrieve); the rules that read the question (follow-up, "this page", names no
 * page holds) read the reader's words alone.
 *
 * Not a first question: the development sets' first questions, restated by a language model, found
 * fewer right sections in every way tried (searched instead of the reader's words or beside
 * them), while their follow-ups found more (README, "Answer quality"). Every later question is
 * restated, not only those that conversation.ts's rules take for follow-ups, which miss six of
 * the development sets' 51 ("What should I note down before I start?" points back at the task
 * asked before); the model need not. A first question, and a question about the whole page the
 * reader is on (answered from that page alone), cost no model round trip before their search.
 *
 * The restatement is a hint, never a requirement: any failure of the model (unreachable, slow,
 * an empty, JSON or many-line reply) leaves the reader's words alone, and the answer goes on.
 */

/**
 * A restatement that takes longer than this is dropped for the reader's words: the reader waits for
 * the answer meanwhile. A local model on a CPU reads the prompt (up to about 4,000 characters) and
 * writes one short line in a few seconds; one that serves a request at a time also makes it wait
 * for the segment choice.
 */
const RESTATE_TIMEOUT_MS = 10_000;
/** A longer reply is not a search question (the model answered or explained instead). */
const MAX_RESTATED_LENGTH = 400;
/** How much of the conversation the model reads: the last messages, each cut to this length. */
const MESSAGES_SHOWN = 6;
const MESSAGE_LENGTH = 600;

const INSTRUCTIONS = `You prepare searches of the documentation of the HLF Operator, a Kubernetes operator for Hyperledger Fabric (certificate authorities, peers, ordering nodes, channels, chaincode, identities) and its kubectl plugin "kubectl hlf".
Rewrite the reader's last question as one search question that stands on its own:
- replace "it", "that", "there" and other words that point back with what they stand for in the conversation;
- keep every name, command, flag, resource kind, version and error text the reader wrote, as written;
- where the reader used everyday words, add the terms that Fabric, Kubernetes or the operator use for the same thing.
Reply with the question alone, on one line, without quotes or explanation. Do not answer it.`;

const cut = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length)}…` : text;

/** The model's conversation: the instructions, then the last turns and the question as one text. */
export function restatePrompt(request: Pick<AnswerRequest, 'query' | 'messages'>): ChatMessage[] {
  const turns = request.messages
    .filter((message) => message.role !== 'system')
    .slice(-MESSAGES_SHOWN)
    .map(
      (message) =>
        `${message.role === 'user' ? 'Reader' : 'Assistant'}: ${cut(message.content.trim(), MESSAGE_LENGTH)}`,
    );
  const conversation = turns.length > 0 ? `Conversation so far:\n${turns.join('\n')}\n\n` : '';
  return [
    { role: 'system', content: INSTRUCTIONS },
    { role: 'user', content: `${conversation}Last question: ${request.query}` },
  ];
}

/** A label a model may put before its line ("Standalone question:", "**Search query:**"). */
const LABEL =
  /^\**\s*(?:(?:standalone|search|rewritten|restated)\s+)?(?:question|query)\s*:\s*\**\s*/i;

/**
 * The search question in a model's reply, or undefined when the reply is none: empty, longer than
 * a question, JSON, or several lines (an answer or an explanation). A reasoning model's
 * `<think>` block before it, quotes and a label around it are taken off.
 */
export function parseRestatement(reply: string): string | undefined {
  const lines = reply
    .replace(/^\s*<think>[\s\S]*?<\/think>/, '')
    .trim()
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '');
  if (lines.length !== 1) return undefined;
  const text = lines[0]!
    .trim()
    .replace(LABEL, '')
    .replace(/^["“'‘`](.*)["”'’`]$/, '$1')
    .trim();
  if (text === '' || text.length > MAX_RESTATED_LENGTH || /^[[{]/.test(text)) return undefined;
  return text;
}

/**
 * The question as the model restates it, or undefined: no model, no earlier question in the
 * conversation, or any failure of the model. Throws only when `signal` aborts: the reader went
 * away, and nothing more is to be done.
 */
export async function restateQuestion(
  chat: ChatClient | undefined,
  request: Pick<AnswerRequest, 'query' | 'messages' | 'page_path'>,
  signal: AbortSignal,
): Promise<string | undefined> {
  if (!chat || !request.messages.some((message) => message.role === 'user')) return undefined;
  if (request.page_path && readPageQuestion(request.query)?.wholePage) return undefined;
  try {
    const reply = await chat.complete(
      restatePrompt(request),
      AbortSignal.any([signal, AbortSignal.timeout(RESTATE_TIMEOUT_MS)]),
    );
    const restated = parseRestatement(reply);
    return restated === undefined || sameWords(restated, request.query) ? undefined : restated;
  } catch (error) {
    if (signal.aborted) throw error;
    return undefined;
  }
}

const sameWords = (a: string, b: string) => words(a).join(' ') === words(b).join(' ');
