import type { ChatClient } from '../answer/llm-client.js';
import { searchBody } from '../http/routes/search-schema.js';
import type { SearchBody } from '../http/routes/search-schema.js';

/**
 * Ask the model for search parameters as JSON. Undefined when its answer is not valid parameters,
 * so the caller falls back to the deterministic parser.
 */
export async function parseWithModel(
  chat: ChatClient,
  question: string,
  facets: Map<string, Set<string>>,
  signal: AbortSignal,
): Promise<SearchBody | undefined> {
  const filters = Object.fromEntries(
    [...facets].map(([property, values]) => [property, [...values]]),
  );
  const answer = await chat.complete(
    [
      {
        role: 'system',
        content: `Turn the user's question into search parameters for a documentation search engine. Reply with JSON only, shaped {"term": string, "mode": "fulltext", "limit"?: number, "where"?: {property: value}}. Filterable properties and their values: ${JSON.stringify(filters)}. Use where only with these values.`,
      },
      { role: 'user', content: question },
    ],
    signal,
  );
  const match = /\{[\s\S]*\}/.exec(answer);
  if (!match) return undefined;
  try {
    const parsed = searchBody.safeParse(JSON.parse(match[0]));
    // Indexes are the caller's business, not the model's.
    return parsed.success
      ? { ...parsed.data, indexes: undefined, datasourceIDs: undefined }
      : undefined;
  } catch {
    return undefined;
  }
}
