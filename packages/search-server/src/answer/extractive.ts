import type { CodeBlock } from '@hlf-docs/search-client/protocol';
import type { SearchHit } from '../retrieval/search.js';
import { codeBlocksOf, fencedBlock, lineCount, MAX_QUOTED_LINES } from './code-blocks.js';
import { documentBody, documentReference } from './document-text.js';
import { definesSubject, definitionSubject } from './definition.js';
import { isDefinitionQuestion } from './question-kind.js';
import { answers, coverage, termsHeld } from './grounding.js';
import type { KeyTerms } from './grounding.js';

/** How many of the best sections are quoted, and how many sentences of each. */
const SECTIONS_QUOTED = 3;
const SENTENCES_PER_SECTION = 2;
const MAX_SENTENCE_CHARS = 500;
/**
 * How many code blocks an answer quotes at most: the command of its best section. Those of the
 * sections after it are a link away, and two manifests bury the sentences between them.
 */
const BLOCKS_QUOTED = 1;

export const NOTHING_FOUND =
  'I could not find anything in the documentation that answers this question.';

const SENTENCE_END = /\n+|(?<=[.!?])\s+(?=[\p{Lu}\p{N}`"'([])/gu;

export function splitSentences(text: string): string[] {
  return sentencesOf(text).map(({ sentence }) => sentence);
}

interface PlacedSentence {
  sentence: string;
  /** Where the sentence starts and ends in the text. */
  start: number;
  end: number;
}

/** The sentences of a text, each with where it stands in it (for the code block under it). */
function sentencesOf(text: string): PlacedSentence[] {
  const placed: PlacedSentence[] = [];
  let start = 0;
  const add = (end: number) => {
    const raw = text.slice(start, end);
    const sentence = raw.replace(/\s+/g, ' ').trim();
    if (sentence.length >= 3) {
      const lead = raw.length - raw.trimStart().length;
      placed.push({ sentence, start: start + lead, end: start + raw.trimEnd().length });
    }
  };
  for (const boundary of text.matchAll(SENTENCE_END)) {
    add(boundary.index);
    start = boundary.index + boundary[0].length;
  }
  add(text.length);
  return placed;
}

interface RankedSentence extends PlacedSentence {
  position: number;
  /** Whether it says what the question asks about is ("A FabricIdentity is a Fabric user ..."). */
  defines: boolean;
  /** Share of the key terms' weight the sentence holds, its section's headings counted. */
  share: number;
}

/**
 * The sentences of a text that answer: each holds a key term itself and, with the section's
 * headings (which frame every sentence under them), enough of the key terms (see `answers`). If
 * the section answers only as a whole (its terms spread over sentences), its sentences holding
 * the most of them. For a question of what something is, a sentence that says so comes first.
 */
function answeringSentences(
  hit: SearchHit,
  text: string,
  key: KeyTerms,
  subject: readonly string[] | undefined,
): RankedSentence[] {
  const { title, section } = hit.document;
  const headings = termsHeld(
    [title, section].filter((part) => typeof part === 'string').join(' '),
    key,
  );
  const ranked = sentencesOf(text)
    .map((placed, position) => {
      const own = termsHeld(placed.sentence, key);
      const held = new Set([...own, ...headings]);
      return {
        ...placed,
        position,
        defines: subject !== undefined && definesSubject(placed.sentence, subject),
        holds: own.size,
        answers: answers(held, key),
        share: coverage(held, key),
      };
    })
    .filter((entry) => entry.holds > 0)
    .sort(
      (a, b) =>
        Number(b.defines) - Number(a.defines) ||
        b.share - a.share ||
        b.holds - a.holds ||
        a.position - b.position,
    );
  const answering = ranked.filter((entry) => entry.answers);
  return (
    (answering.length > 0 ? answering : ranked)
      .slice(0, SENTENCES_PER_SECTION)
      // In the page's order, but a sentence saying what the subject is first: it is the answer.
      .sort((a, b) => Number(b.defines) - Number(a.defines) || a.position - b.position)
  );
}

/** How far a block stands from a sentence in the section's prose (0 when it is inside it). */
function distance(block: CodeBlock, sentence: PlacedSentence): number {
  if (block.after >= sentence.end) return block.after - sentence.end;
  return block.after <= sentence.start ? sentence.start - block.after : 0;
}

/**
 * The code block to quote with a section's sentences: the one holding most of the question's key
 * terms (a section often opens with its command and then says what it does, "Expect the STATE
 * column to change ..."; the block after such a sentence is the next step's: a watch, a restore
 * after a backup). Among equals, the one a first quoted sentence ending in a colon introduces
 * ("run:", "the commands below do both:", often past a list that explains it), then the nearest
 * to that sentence. When no block holds a key term, the first after the first quoted sentence, if
 * any. None that is too long to read in an answer.
 */
function blockToQuote(
  blocks: readonly CodeBlock[],
  quoted: readonly RankedSentence[],
  key: KeyTerms,
): CodeBlock | undefined {
  const short = blocks.filter((block) => lineCount(block) <= MAX_QUOTED_LINES);
  const first = quoted[0];
  const next = first && short.find((block) => block.after >= first.end);
  const introduced = first?.sentence.endsWith(':') ? next : undefined;
  const [best] = short
    .map((block) => ({
      block,
      share: coverage(termsHeld(block.code, key), key),
      distance: first ? distance(block, first) : 0,
    }))
    .filter(({ share }) => share > 0)
    .sort(
      (a, b) =>
        b.share - a.share ||
        Number(b.block === introduced) - Number(a.block === introduced) ||
        a.distance - b.distance,
    );
  return best?.block ?? next;
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
 * One section's quotation: its answering sentences, and the code block under one of them whole,
 * as the page shows it (a section whose blocks are not given apart has its code among its
 * sentences, flattened). Undefined when nothing of the section answers.
 */
function quoteSection(
  hit: SearchHit,
  key: KeyTerms,
  withBlock: boolean,
  subject: readonly string[] | undefined,
): { text: string; hasBlock: boolean } | undefined {
  const blocks = codeBlocksOf(hit.document);
  const content = typeof hit.document.content === 'string' ? hit.document.content : '';
  const text = blocks ? content : documentBody(hit.document);
  const sentences = answeringSentences(hit, text, key, subject);
  const block = blocks && withBlock ? blockToQuote(blocks, sentences, key) : undefined;
  if (sentences.length === 0 && !block) return undefined;
  const parts: string[] = [];
  if (sentences.length > 0) {
    parts.push(`> ${sentences.map(({ sentence }) => clip(sentence)).join(' … ')}`);
  }
  if (block) parts.push(fencedBlock(block));
  parts.push(`— ${documentReference(hit.document)}`);
  return { text: parts.join('\n\n'), hasBlock: block !== undefined };
}

export interface QuoteOptions {
  /**
   * Whether to quote a code block: a question of how to do something wants the command, one of
   * what something is wants it presented (a manifest under its introduction says too little).
   */
  code: boolean;
  /** What a question of what something is asks about (definitionSubject), to quote first. */
  subject?: readonly string[] | undefined;
}

/** How to quote for a question: a code block unless it asks what something is. */
export function quoteOptionsFor(question: string): QuoteOptions {
  const subject = definitionSubject(question);
  return { code: !isDefinitionQuestion(question), subject };
}

/**
 * An answer made only of quotations: the sentences of the best sections that hold the key terms
 * of the question, with the command or manifest under the first, each section followed by its
 * link. It never writes a claim of its own.
 */
export function extractiveAnswer(
  sources: readonly SearchHit[],
  key: KeyTerms,
  options: QuoteOptions,
): string {
  const quoted: string[] = [];
  let blocks = options.code ? 0 : BLOCKS_QUOTED;
  for (const hit of sources.slice(0, SECTIONS_QUOTED)) {
    const quote = quoteSection(hit, key, blocks < BLOCKS_QUOTED, options.subject);
    if (quote === undefined) continue;
    if (quote.hasBlock) blocks += 1;
    quoted.push(quote.text);
  }
  if (quoted.length === 0) return declinedAnswer(sources);
  return `From the documentation:\n\n${quoted.join('\n\n')}\n`;
}

/**
 * What a page is about, for a question about the page as a whole: the opening sentences of its
 * introduction, quoted, and its sections as links, in the page's order.
 */
export function pageOverviewAnswer(sections: readonly SearchHit[]): string {
  // The sections given are those to list (the caller bounds them).
  const [first, ...rest] = sections;
  if (!first) return `${NOTHING_FOUND}\n`;
  const parts = ['From the documentation:'];
  const content = typeof first.document.content === 'string' ? first.document.content : '';
  const opening = splitSentences(content).slice(0, SENTENCES_PER_SECTION).map(clip);
  if (opening.length > 0) parts.push(`> ${opening.join(' ')}`);
  parts.push(`— ${documentReference(first.document)}`);
  if (rest.length > 0) {
    const links = rest.map((hit) => {
      const heading = typeof hit.document.title === 'string' ? hit.document.title : hit.id;
      const link = documentReference({ ...hit.document, section: heading, title: heading });
      return `- ${link}`;
    });
    parts.push(`Its sections:\n\n${links.join('\n')}`);
  }
  return `${parts.join('\n\n')}\n`;
}
