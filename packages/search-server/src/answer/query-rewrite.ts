import type { AnswerRequest } from '@hlf-docs/search-client/protocol';
import type { ChatClient, ChatMessage } from './llm-client.js';

/**
 * With a model, an answer searches the docs with the question as the model restates it: standing
 * on its own ("How do I switch that off?" after a question about renewals names the renewal), in
 * the docs' terms where the reader used everyday words. Without a model the answerer matches the
 * reader's words alone, and the sections whose words differ from the reader's are what it misses
 * (see the README, "Answer quality"); hosted assistants restate questions the same way.
 *
 * The restatement is a hint, never a requirement: any failure of the model (unreachable, slow,
 * an empty, JSON or many-line reply) leaves the reader's own question, and the answer goes on.
 */

/**
 * A restatement that takes longer than this is dropped for the reader's words: a local model on a
 * CPU writes one short line in a few seconds, and the reader waits for the answer meanwhile.
 */
export const RESTATE_TIMEOUT_MS = 10_000;
/** A longer reply is not a search question (the model answered or explained instead). */
const MAX_RESTATED_LENGTH = 400;
/** How much of the conversation the model reads: the last turns, each cut to this length. */
const TURNS_SHOWN = 6;
const TURN_LENGTH = 600;

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
    .slice(-TURNS_SHOWN)
    .map(
      (message) =>
        `${message.role === 'user' ? 'Reader' : 'Assistant'}: ${cut(message.content.trim(), TURN_LENGTH)}`,
    );
  const conversation = turns.length > 0 ? `Conversation so far:\n${turns.join('\n')}\n\n` : '';
  return [
    { role: 'system', content: INSTRUCTIONS },
    { role: 'user', content: `${conversation}Last question: ${request.query}` },
  ];
}

/**
 * The search question in a model's reply, or undefined when the reply is none: empty, longer than
 * a question, JSON, or several lines (an answer or an explanation). Quotes and a "Question:" label
 * around it are taken off.
 */
export function restatedQuestion(reply: string): string | undefined {
  const lines = reply
    .trim()
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '');
  if (lines.length !== 1) return undefined;
  const text = lines[0]!
    .trim()
    .replace(/^(search question|question|query)\s*:\s*/i, '')
    .replace(/^["“'‘`](.*)["”'’`]$/, '$1')
    .trim();
  if (text === '' || text.length > MAX_RESTATED_LENGTH || /^[[{]/.test(text)) return undefined;
  return text;
}

/**
 * The question as the model restates it, or undefined (no model, or any failure of it). Throws
 * only when `signal` aborts: the reader went away, and nothing more is to be done.
 */
export async function restateQuestion(
  chat: ChatClient | undefined,
  request: Pick<AnswerRequest, 'query' | 'messages'>,
  signal: AbortSignal,
): Promise<string | undefined> {
  if (!chat) return undefined;
  try {
    const reply = await chat.complete(
      restatePrompt(request),
      AbortSignal.any([signal, AbortSignal.timeout(RESTATE_TIMEOUT_MS)]),
    );
    const restated = restatedQuestion(reply);
    return restated === undefined || sameWords(restated, request.query) ? undefined : restated;
  } catch (error) {
    if (signal.aborted) throw error;
    return undefined;
  }
}

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu)
    ?.join(' ') ?? '';
const sameWords = (a: string, b: string) => wordsOf(a) === wordsOf(b);
