import * as z from 'zod/mini';

/**
 * One search hit: the document as stored, its id and its score. Hits are what `/search` returns,
 * and what an answer's SEARCH_RESULTS and PERFORM_ORAMA_SEARCH events carry as its sources.
 * Loose, so fields a newer server adds pass through.
 */
export const searchHitSchema = z.looseObject({
  id: z.string(),
  score: z.number(),
  document: z.record(z.string(), z.unknown()),
});

export interface SearchHit<TDocument = Record<string, unknown>> {
  id: string;
  score: number;
  document: TDocument;
}

export const searchHitsSchema = z.array(searchHitSchema);
