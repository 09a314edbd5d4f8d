import type { SearchHit } from '../retrieval/search.js';
import { documentBody, documentReference } from './document-text.js';
import { answers, coverage, termsHeld } from './grounding.js';
import type { KeyTerms } from './grounding.js';

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

interface RankedSentence {
  sentence: string;
  position: number;
  /** Share of the key terms' weight the sentence holds, its section's headings counted. */
  share: number;
}

/**
 * The sentences of a section that answer: each holds a key term itself and, with the section's
 * headings (which frame every sentence under them), enough of the key terms (see `answers`). If
 * the section answers only as a whole (its terms spread over sentences), its sentences holding
 * the most of them.
 */
function answeringSentences(hit: SearchHit, key: KeyTerms): RankedSentence[] {
  const { title, section } = hit.document;
  const headings = termsHeld(
    [title, section].filter((part) => typeof part === 'string').join(' '),
    key,
  );
  const ranked = splitSentences(documentBody(hit.document))
    .map((sentence, position) => {
      const own = termsHeld(sentence, key);
      const held = new Set([...own, ...headings]);
      return {
        sentence,
        position,
        holds: own.size,
        answers: answers(held, key),
        share: coverage(held, key),
      };
    })
    .filter((entry) => entry.holds > 0)
    .sort((a, b) => b.share - a.share || b.holds - a.holds || a.position - b.position);
  const answering = ranked.filter((entry) => entry.answers);
  return (answering.length > 0 ? answering : ranked)
    .slice(0, SENTENCES_PER_SECTION)
    .sort((a, b) => a.position - b.position);
}

const clip = (sentence: string) =>
  sentence.length > MAX_SENTENCE_CHARS ? `${sentence.slice(0, MAX_SENTENCE_CHARS)}…` : sentence;

/**
 * What a declined answer says: the documentation does not cover the question, and the nearest
 * sections, to read on from.
 */
export function declinedAnswer(nearest: readonly SearchHit[]): string {
  if (nearest.length === 0) return `${NOTHING_FOUND}\n`;
  const list = nearest.map((hit) => `- ${documentReference(hit.document)}`).join('\n');
  return `${NOTHING_FOUND} The nearest pages are:\n\n${list}\n`;
}

/**
 * An answer made only of quotations: the sentences of the best sections that hold the key terms
 * of the question, each section followed by its link. It never writes a claim of its own.
 */
export function extractiveAnswer(sources: readonly SearchHit[], key: KeyTerms): string {
  const quoted: string[] = [];
  for (const hit of sources.slice(0, SECTIONS_QUOTED)) {
    const sentences = answeringSentences(hit, key);
    if (sentences.length === 0) continue;
    const quote = sentences.map(({ sentence }) => clip(sentence)).join(' … ');
    quoted.push(`> ${quote}\n\n— ${documentReference(hit.document)}`);
  }
  if (quoted.length === 0) return declinedAnswer(sources);
  return `From the documentation:\n\n${quoted.join('\n\n')}\n`;
}
