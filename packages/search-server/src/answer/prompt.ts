import type { AnswerRequest } from '@hlf-docs/search-client/protocol';
import type { SearchHit } from '../retrieval/search.js';
import type { CollectionState } from '../storage/collection-state.js';
import type { Trigger } from '../storage/entities.js';
import { documentBody, documentLink, documentTitle } from './document-text.js';
import type { ChatMessage } from './llm-client.js';

const BASE_INSTRUCTIONS = `You answer questions about the documentation of the HLF Operator (a Kubernetes operator for Hyperledger Fabric).
Answer only from the sources given below. If they do not contain the answer, say that the documentation does not cover it.
Cite the sources you use as Markdown links with their path. Be concise.`;

const MAX_SOURCE_CHARS = 4000;

/** System instructions (base, automatic system prompts, trigger), the sources, the history, the question. */
export function buildAnswerMessages(
  state: CollectionState,
  request: AnswerRequest,
  sources: readonly SearchHit[],
  trigger: Trigger | undefined,
): ChatMessage[] {
  const automaticPrompts = [...state.systemPrompts.values()]
    .filter((prompt) => prompt.usage_mode === 'automatic')
    .map((prompt) => prompt.prompt);
  const sourceText = sources
    .map((hit, position) => {
      const link = documentLink(hit.document) ?? '';
      const body = documentBody(hit.document).slice(0, MAX_SOURCE_CHARS);
      return `[${position + 1}] ${documentTitle(hit.document)} (${link})\n${body}`;
    })
    .join('\n\n');
  const system = [
    BASE_INSTRUCTIONS,
    ...automaticPrompts,
    trigger ? `When it fits the question: ${trigger.response}` : '',
    request.ragat_notation ? `Notation of the sources: ${request.ragat_notation}` : '',
    `Sources:\n${sourceText || '(none found)'}`,
  ]
    .filter((part) => part !== '')
    .join('\n\n');
  return [
    { role: 'system', content: system },
    ...request.messages.filter((message) => message.role !== 'system'),
    { role: 'user', content: request.query },
  ];
}
