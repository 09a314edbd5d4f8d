import type { SearchHit } from '../retrieval/search.js';
import { stem, stems, words } from '../text/tokens.js';
import { documentBody, documentReference } from './document-text.js';

/** How many of the best sections are quoted, and how many sentences of each. */
const SECTIONS_QUOTED = 3;
const SENTENCES_PER_SECTION = 2;
const MAX_SENTENCE_CHARS = 500;

export const NOTHING_FOUND =
  'I could not find anything in the documentation that answers this question.';

export function splitSentences(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+(?=[\p{Lu}\p{N}`"'([])/u)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter((sentence) => sentence.length >= 3);
}

function coverage(sentence: string, queryStems: ReadonlySet<string>): number {
  const present = new Set(words(sentence).map(stem));
  let count = 0;
  for (const item of queryStems) if (present.has(item)) count += 1;
  return count;
}

/**
 * An answer made only of quotations: the sentences of the best sections that share the most
 * words with the question, each section followed by its link. It never writes a claim of its own;
 * when no sentence matches, it says so and lists the closest sections.
 */
export function extractiveAnswer(query: string, hits: readonly SearchHit[]): string {
  const queryStems = stems(query);
  const quoted: string[] = [];
  for (const hit of hits.slice(0, SECTIONS_QUOTED)) {
    const sentences = splitSentences(documentBody(hit.document));
    const ranked = sentences
      .map((sentence, position) => ({ sentence, position, score: coverage(sentence, queryStems) }))
      .filter((entry) => entry.score > 0)
      .sort((a, b) => b.score - a.score || a.position - b.position)
      .slice(0, SENTENCES_PER_SECTION)
      .sort((a, b) => a.position - b.position);
    if (ranked.length === 0) continue;
    const quote = ranked
      .map(({ sentence }) =>
        sentence.length > MAX_SENTENCE_CHARS
          ? `${sentence.slice(0, MAX_SENTENCE_CHARS)}…`
          : sentence,
      )
      .join(' … ');
    quoted.push(`> ${quote}\n\n— ${documentReference(hit.document)}`);
  }
  if (quoted.length > 0) {
    return `From the documentation:\n\n${quoted.join('\n\n')}\n`;
  }
  if (hits.length === 0) return `${NOTHING_FOUND}\n`;
  const closest = hits
    .slice(0, SECTIONS_QUOTED)
    .map((hit) => `- ${documentReference(hit.document)}`)
    .join('\n');
  return `${NOTHING_FOUND} The closest sections are:\n\n${closest}\n`;
}
