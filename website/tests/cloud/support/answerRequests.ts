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
