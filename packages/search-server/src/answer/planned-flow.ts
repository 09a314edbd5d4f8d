import type { PlanStepName } from '@hlf-docs/search-client/protocol';
import type { CollectionState } from '../storage/collection-state.js';
import { contentWords } from '../text/tokens.js';
import { documentTitle } from './document-text.js';
import type { FlowContext } from './answer-flow.js';
import { sendRelated, sendSelection } from './answer-flow.js';
import { chunkText } from './chunks.js';
import { replyPieces } from './reply.js';
import { selectSegmentAndTrigger } from './selection.js';
import type { ActionSink } from './sink.js';
import { stopIfGone } from './sink.js';
import { findSources, optimizeQuery } from './sources.js';

interface PlanStep {
  step: PlanStepName;
  description: string;
}

/** A follow-up question built from the collection's own section titles, never from invention. */
function followUpQuestion(state: CollectionState, query: string): string {
  const titles = new Set<string>();
  for (const index of state.indexes.values()) {
    for (const document of index.documents.values()) {
      titles.add(documentTitle(document).split(' › ')[0] ?? '');
      if (titles.size >= 4) break;
    }
  }
  titles.delete('');
  const examples = [...titles]
    .slice(0, 3)
    .map((title) => `"${title}"`)
    .join(', ');
  const opening =
    contentWords(query).length === 0
      ? 'Could you say what you would like to do or know?'
      : `I found nothing in the documentation about "${query.trim()}". Could you rephrase the question or name the component it is about?`;
  return examples ? `${opening} The documentation covers topics such as ${examples}.` : opening;
}

/**
 * `/planned_answer` (packages/search-client/PROTOCOL.md, "Answer streams"): the plan is decided
 * after a first look at the sources, so a question with nothing to go on gets ASK_FOLLOWUP
 * instead of a reply made of nothing.
 */
export async function runPlannedFlow(context: FlowContext, sink: ActionSink): Promise<void> {
  const { state, request, chat, signal } = context;
  const optimized = optimizeQuery(request.query, request.messages);
  const sources = findSources(state, optimized, request);
  const answerable = sources.length > 0 && contentWords(optimized).length > 0;
  const plan: PlanStep[] = [
    { step: 'OPTIMIZE_QUERY', description: 'Rewrite the question as a search query' },
    {
      step: 'PERFORM_ORAMA_SEARCH',
      description: 'Search the documentation for the relevant sections',
    },
    answerable
      ? { step: 'GIVE_REPLY', description: 'Answer from the sections found, with their links' }
      : { step: 'ASK_FOLLOWUP', description: 'Ask the user to make the question more precise' },
  ];
  await sink.value('ACTION_PLAN', plan);

  await sink.text('OPTIMIZE_QUERY', optimized, true);
  await sink.value('PERFORM_ORAMA_SEARCH', sources);

  const selection = await selectSegmentAndTrigger(state, request.query, chat, signal);
  stopIfGone(signal);
  if (answerable) {
    for await (const piece of replyPieces(
      chat,
      state,
      request,
      sources,
      selection.trigger,
      signal,
    )) {
      stopIfGone(signal);
      await sink.text('GIVE_REPLY', piece, false);
    }
    stopIfGone(signal);
    await sink.text('GIVE_REPLY', '', true);
  } else {
    for (const piece of chunkText(followUpQuestion(state, request.query))) {
      await sink.text('ASK_FOLLOWUP', piece, false);
    }
    await sink.text('ASK_FOLLOWUP', '', true);
  }

  await sendSelection(sink, selection);
  await sendRelated(sink, request, sources);
}
