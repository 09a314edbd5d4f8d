import type { PlanStepName } from '@hlf-docs/search-client/protocol';
import type { SearchHit } from '../retrieval/search.js';
import type { CollectionState } from '../storage/collection-state.js';
import { contentWords } from '../text/tokens.js';
import { documentReference, documentTitle } from './document-text.js';
import { retrieve, sendRelated, sendSelection } from './answer-flow.js';
import type { FlowContext } from './answer-flow.js';
import { chunkText } from './chunks.js';
import { restateQuestion } from './query-rewrite.js';
import { replyPieces } from './reply.js';
import { selectSegmentAndTrigger } from './selection.js';
import type { ActionSink } from './sink.js';
import { stopIfGone } from './sink.js';

interface PlanStep {
  step: PlanStepName;
  description: string;
}

/**
 * A follow-up question when nothing found answers: built from the nearest sections' titles (or,
 * with none, from the collection's own section titles), never from invention.
 */
function followUpQuestion(state: CollectionState, query: string, nearest: SearchHit[]): string {
  const opening =
    contentWords(query).length === 0
      ? 'Could you say what you would like to do or know?'
      : `I found nothing in the documentation about "${query.trim()}". Could you rephrase the question or name the component it is about?`;
  if (nearest.length > 0) {
    const list = nearest.map((hit) => `- ${documentReference(hit.document)}`).join('\n');
    return `${opening} The nearest pages are:\n\n${list}\n`;
  }
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
  return examples ? `${opening} The documentation covers topics such as ${examples}.` : opening;
}

/**
 * `/planned_answer` (packages/search-client/PROTOCOL.md, "Answer streams"): the plan is decided
 * after a first look at the sources, so a question that nothing found answers gets ASK_FOLLOWUP
 * (with the nearest pages) instead of a reply made of near misses.
 */
export async function runPlannedFlow(context: FlowContext, sink: ActionSink): Promise<void> {
  const { state, request, chat, signal } = context;
  // The selection may ask the model too: it starts now and is awaited before the reply, so the plan
  // and the sources wait for the restatement alone. It rejects only when the reader went away; the
  // catch keeps that rejection handled until it is awaited (or forever, when the restatement or
  // stopIfGone reports the reader's leaving first).
  const selecting = selectSegmentAndTrigger(state, request.query, chat, signal);
  selecting.catch(() => undefined);
  const restated = await restateQuestion(chat, request, signal);
  stopIfGone(signal);
  const found = await retrieve(context, restated);
  context.onSources?.(found);
  const { searchText, sources } = found;
  const answerable = !found.declined;
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

  await sink.text('OPTIMIZE_QUERY', searchText, true);
  await sink.value('PERFORM_ORAMA_SEARCH', sources);
  if (found.declined) await sink.value('ANSWER_DECLINED', found.declined);

  const selection = await selecting;
  stopIfGone(signal);
  if (answerable) {
    for await (const piece of replyPieces(chat, state, request, found, selection.trigger, signal)) {
      stopIfGone(signal);
      await sink.text('GIVE_REPLY', piece, false);
    }
    stopIfGone(signal);
    await sink.text('GIVE_REPLY', '', true);
  } else {
    for (const piece of chunkText(followUpQuestion(state, request.query, sources))) {
      await sink.text('ASK_FOLLOWUP', piece, false);
    }
    await sink.text('ASK_FOLLOWUP', '', true);
  }

  await sendSelection(sink, selection);
  await sendRelated(sink, request, found.declined ? [] : [...sources, ...found.further]);
}
