import { codeBlockSchema } from '@hlf-docs/search-client/protocol';
import type { CodeBlock } from '@hlf-docs/search-client/protocol';
import * as z from 'zod/mini';
import type { DocumentRecord } from '../storage/entities.js';

/** A block longer than this is left to its page: a long manifest quoted whole buries the answer. */
export const MAX_QUOTED_LINES = 30;

const blocksSchema = z.array(codeBlockSchema);

/**
 * A document's code blocks whole (the site's entries carry them as `blocks`), or undefined when
 * it has none in that shape: documents are free-form, and one from elsewhere may hold anything
 * under that name.
 */
export function codeBlocksOf(document: DocumentRecord): CodeBlock[] | undefined {
  const parsed = blocksSchema.safeParse(document.blocks);
  return parsed.success && parsed.data.length > 0 ? parsed.data : undefined;
}

/**
 * A block as Markdown: fenced with more backticks than any run inside it, and a language only
 * when it is one word (a fence's info string is the reader's to see, not a place for markup).
 */
export function fencedBlock(block: CodeBlock): string {
  const longestRun = Math.max(0, ...[...block.code.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = '`'.repeat(Math.max(3, longestRun + 1));
  const language = /^[\w+-]{1,20}$/.test(block.language) ? block.language : '';
  return `${fence}${language}\n${block.code.replace(/\n+$/, '')}\n${fence}`;
}

export const lineCount = (block: CodeBlock): number => block.code.split('\n').length;
