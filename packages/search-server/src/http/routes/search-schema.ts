import { MAX_SELECTED_PROPERTIES, SNIPPET_LIMITS } from '@hlf-docs/search-client/protocol';
import { SNIPPET_LENGTH } from '@hlf-docs/search-text';
import { z } from 'zod';
import { whereProblem } from '../../retrieval/filters.js';

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

const whereSchema = z
  .record(z.string(), z.union([scalar, z.array(scalar), z.record(z.string(), z.unknown())]))
  .superRefine((where, context) => {
    const problem = whereProblem(where);
    // On the property's path, so that the message names it: `"where.price": operator "gt" ...`.
    if (problem) {
      context.addIssue({ code: 'custom', path: [problem.property], message: problem.message });
    }
  });

const facetSchema = z.strictObject({
  limit: z.number().int().min(1).max(1000).optional(),
  offset: z.number().int().min(0).optional(),
  sort: z
    .enum(['asc', 'desc', 'ASC', 'DESC'])
    .transform((sort) => sort.toLowerCase() as 'asc' | 'desc')
    .optional(),
  ranges: z.array(z.strictObject({ from: z.number(), to: z.number() })).optional(),
});

/** The fields of a search, as `/search` takes them and the NLP parsers produce them. */
const searchFields = {
  term: z.string().max(1000).default(''),
  mode: z.enum(['fulltext', 'vector', 'hybrid', 'auto']).default('fulltext'),
  limit: z.number().int().min(0).max(1000).optional(),
  offset: z.number().int().min(0).optional(),
  properties: z
    .union([z.array(z.string()), z.literal('*')])
    .transform((value) => (value === '*' ? undefined : value))
    .optional(),
  where: whereSchema.optional(),
  facets: z.record(z.string(), facetSchema).optional(),
  indexes: z.array(z.string()).optional(),
  datasourceIDs: z.array(z.string()).optional(),
  threshold: z.number().min(0).max(1).optional(),
  exact: z.boolean().optional(),
  // Our own (SearchShape): what each hit's document carries.
  select: z.array(z.string().max(200)).max(MAX_SELECTED_PROPERTIES).optional(),
  snippet: z
    .strictObject({
      property: z.string().min(1).max(200),
      length: z
        .number()
        .int()
        .min(SNIPPET_LIMITS.minLength)
        .max(SNIPPET_LIMITS.maxLength)
        .default(SNIPPET_LENGTH),
    })
    .optional(),
};

/**
 * The search parameters a model replies with (nlp/model-parser.ts): a field it adds of its own is
 * left out, as a hint it gave in passing, rather than losing the whole reply to the fixed rules.
 */
export const searchBody = z.object(searchFields);

/**
 * The body of `/search`: a field it does not have is refused (400 naming it), not ignored. A
 * misspelt `limits` or a `filter` meant as `where` ran the search without it, and the caller got
 * answers to a question it did not ask. The site's client sends only these fields (its
 * `SearchParams`, with `datasourceIDs` sent as `indexes`).
 */
export const searchRequestBody = z.strictObject(searchFields);

export type SearchBody = z.output<typeof searchBody>;
