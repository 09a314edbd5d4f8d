import type { NLPStreamServerEvent } from '@hlf-docs/search-client/protocol';
import type { ChatClient } from '../answer/llm-client.js';
import { runSearch } from '../http/routes/search.js';
import type { SearchBody } from '../http/routes/search-schema.js';
import type { SearchHit } from '../retrieval/search.js';
import type { CollectionState } from '../storage/collection-state.js';
import { facetValues } from './facet-values.js';
import { parseWithModel } from './model-parser.js';
import { parseQuestion } from './parser.js';

export interface NlpResult {
  original_query: string;
  generated_query: SearchBody;
  results: { hits: SearchHit[]; count: number }[];
}

/** Step names and data events of the shared protocol's NLP search stream. */
export type NlpEvent = NLPStreamServerEvent;

/**
 * Question → search parameters (the model when configured and its answer is valid, else the
 * deterministic parser) → search. `emit` receives each step as it happens.
 */
export async function runNlpSearch(
  state: CollectionState,
  question: string,
  chat: ChatClient | undefined,
  signal: AbortSignal,
  emit: (event: NlpEvent) => Promise<void>,
): Promise<NlpResult[]> {
  await emit('INIT');
  const facets = facetValues(state);
  await emit('OPTIMIZING_QUERY');
  let params = parseQuestion(question, facets);
  if (chat) {
    try {
      params = (await parseWithModel(chat, question, facets, signal)) ?? params;
    } catch (error) {
      if (signal.aborted) throw error;
      // An unreachable model leaves the deterministic parameters in place.
    }
  }
  await emit({ QUERY_OPTIMIZED: [params.term] });
  await emit('SELECTING_PROPS');
  const selected = [...new Set([...Object.keys(params.where ?? {}), ...(params.properties ?? [])])];
  await emit({ SELECTED_PROPS: selected });
  await emit('COMBINING_QUERIES_AND_PROPERTIES');
  await emit({ COMBINED_QUERIES_AND_PROPERTIES: [{ query: params.term, properties: selected }] });
  await emit('GENERATING_QUERIES');
  await emit({
    GENERATED_QUERIES: [
      { index: 0, original_query: question, generated_query_text: JSON.stringify(params) },
    ],
  });
  await emit('SEARCHING');
  const { hits, count } = runSearch(state, params);
  const results: NlpResult[] = [
    { original_query: question, generated_query: params, results: [{ hits, count }] },
  ];
  await emit({ SEARCH_RESULTS: results });
  return results;
}
