/**
 * The events of `/nlp_search_stream` (PROTOCOL.md, "NLP search stream"): the JSON string of a
 * step name, or a one-key object carrying a step's data, or `{error}` when the server fails.
 */

/** Step names, in the order a server sends them. */
export const NLP_STREAM_STEPS = [
  'INIT',
  'OPTIMIZING_QUERY',
  'SELECTING_PROPS',
  'COMBINING_QUERIES_AND_PROPERTIES',
  'GENERATING_QUERIES',
  'SEARCHING',
] as const;

/** Keys of the data events, each the single key of its object. */
export const NLP_STREAM_DATA = [
  'QUERY_OPTIMIZED',
  'SELECTED_PROPS',
  'COMBINED_QUERIES_AND_PROPERTIES',
  'GENERATED_QUERIES',
  'SEARCH_RESULTS',
] as const;

export type NLPStreamStep = (typeof NLP_STREAM_STEPS)[number];
export type NLPStreamDataKey = (typeof NLP_STREAM_DATA)[number];

/** What a server sends as one event (the error event aside). */
export type NLPStreamServerEvent =
  NLPStreamStep | { [K in NLPStreamDataKey]: { [P in K]: unknown[] } }[NLPStreamDataKey];
