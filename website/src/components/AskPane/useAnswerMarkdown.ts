import { loadOnce } from '@site/src/assistant/loadOnce';
import { useLoaded, type Loaded } from '@site/src/assistant/useLoaded';
import type * as AnswerMarkdownExports from './AnswerMarkdown';

export type AnswerMarkdownModule = typeof AnswerMarkdownExports;

/** The renderer's chunk, downloaded once; a failed download is forgotten so that it is retried. */
const loadAnswerMarkdown = loadOnce<AnswerMarkdownModule>(() => import('./AnswerMarkdown'));

/** Starts the download on a sign that an answer is coming (typing, asking). */
export function prepareAnswerMarkdown(): void {
  loadAnswerMarkdown().catch(() => undefined);
}

/**
 * The renderer once it is here, or why it could not be; `needed` starts its download (an answer
 * is there to show).
 */
export function useAnswerMarkdown(needed = true): Loaded<AnswerMarkdownModule> {
  return useLoaded(loadAnswerMarkdown, needed);
}
