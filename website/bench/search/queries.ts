import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod/mini';

const querySetSchema = z.object({
  about: z.string(),
  queries: z.array(
    z.object({
      query: z.string().check(z.minLength(1)),
      expected: z.array(z.string().check(z.startsWith('/'))).check(z.minLength(1)),
      kind: z.enum(['task', 'concept', 'command', 'error', 'keyword', 'typo', 'blog']),
    }),
  ),
});

export type RelevanceQuery = z.infer<typeof querySetSchema>['queries'][number];

/** The hand-written query set: realistic queries, each with the pages that answer it. */
export function relevanceQueries(): RelevanceQuery[] {
  const file = join(__dirname, 'queries.json');
  return querySetSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).queries;
}
