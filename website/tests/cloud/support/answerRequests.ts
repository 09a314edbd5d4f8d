import type { Page } from '@playwright/test';
import * as z from 'zod';

/** The part of an `/answer` request body the tests read (PROTOCOL.md, "Answer requests"). */
const answerBodySchema = z.looseObject({
  query: z.string(),
  messages: z.array(z.object({ role: z.string(), content: z.string() })),
  conversation_id: z.string().optional(),
  page_path: z.string().optional(),
});

export type AnswerBody = z.infer<typeof answerBodySchema>;

/** The bodies of the `/answer` requests the page sends, as it sends them. */
export function watchAnswerRequests(page: Page): AnswerBody[] {
  const bodies: AnswerBody[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/answer')) {
      bodies.push(answerBodySchema.parse(request.postDataJSON()));
    }
  });
  return bodies;
}

/** The part of a `/search` request body the tests read (PROTOCOL.md, "Calls"). */
const searchBodySchema = z.looseObject({
  term: z.string(),
  where: z.looseObject({ path: z.unknown().optional() }).optional(),
});

export type SearchBody = z.infer<typeof searchBodySchema>;

/**
 * The bodies of the searches the panel sends for a page's questions: a search of the service
 * filtered by the page's path (the reader's own searches filter by version only).
 */
export function watchPageQuestionSearches(page: Page): SearchBody[] {
  const bodies: SearchBody[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !new URL(request.url()).pathname.endsWith('/search')) return;
    const body = searchBodySchema.parse(request.postDataJSON());
    if (body.where?.path !== undefined) bodies.push(body);
  });
  return bodies;
}
