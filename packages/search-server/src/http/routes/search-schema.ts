import { MAX_SELECTED_PROPERTIES, SNIPPET_LIMITS } from '@hlf-docs/search-client/protocol';
import { SNIPPET_LENGTH } from '@hlf-docs/search-text';
import { z } from 'zod';
import { whereProblem } from '../../retrieval/filters.js';

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

const whereSchema = z
  .record(z.string(), z.union([scalar, z.array(scalar), z.record(z.string(), z.unknown())]))
  .superRefine((where, context) => {
    const problem = whereProblem(where);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

const facetSchema = z.object({
  limit: z.number().int().min(1).max(1000).optional(),
  offset: z.number().int().min(0).optional(),
  sort: z
    .enum(['asc', 'desc', 'ASC', 'DESC'])
    .transform((sort) => sort.toLowerCase() as 'asc' | 'desc')
    .optional(),
  ranges: z.array(z.object({ from: z.number(), to: z.number() })).optional(),
});

/** The body of `/search`, also the shape the NLP parser produces. */
export const searchBody = z.object({
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
    .object({
      property: z.string().min(1).max(200),
      length: z
        .number()
        .int()
        .min(SNIPPET_LIMITS.minLength)
        .max(SNIPPET_LIMITS.maxLength)
        .default(SNIPPET_LENGTH),
    })
    .optional(),
});

export type SearchBody = z.output<typeof searchBody>;
