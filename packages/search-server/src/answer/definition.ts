import { stem } from '../text/tokens.js';
import { hasInnerCapitals } from './grounding.js';
import { isDefinitionQuestion } from './question-kind.js';

/**
 * Where the docs say what something is. "What is a FabricPeer?" is answered by the sentence that
 * presents a FabricPeer ("A FabricIdentity is a Fabric user ...") or by the row of a table whose
 * first cell names it (the docs index lists every kind of the operator that way), wherever that
 * stands: the sections that mention a FabricPeer most are about something done to one.
 */

/** The words of a text, lower case, `FabricPeer`'s code marks and punctuation dropped. */
const wordsOf = (text: string): string[] => writtenWordsOf(text.toLowerCase());

/** The words of a text as written (their case kept). */
const writtenWordsOf = (text: string): string[] =>
  text.match(/[\p{L}\p{N}]+(?:[-_][\p{L}\p{N}]+)*/gu) ?? [];

const ARTICLES = new Set(['a', 'an', 'the']);
/** Words a question puts around its subject that a defining sentence does not repeat. */
const FRAMING = new Set([
  'what',
  'is',
  'are',
  'does',
  'do',
  'explain',
  'tell',
  'me',
  'about',
  'for',
  'used',
  'actually',
  'exactly',
  'really',
  'a',
  'an',
  'the',
  'resource',
  'resources',
  'kind',
  // "What is this Gateway API thing?": the reader's pointing, not the name. ("that" also starts
  // a clause: "What is the operator that manages peers?")
  'this',
  'these',
  'those',
  'thing',
  'things',
  'stuff',
]);

/**
 * The words of what a definition question asks about, as stems ("What is a FabricPeer?": the
 * stem of "fabricpeer"), or undefined for any other question. "resource" or "kind" frame a name
 * rather than belong to it, unless they are all the question names.
 */
export function definitionSubject(question: string): string[] | undefined {
  if (!isDefinitionQuestion(question)) return undefined;
  // "What's" is "what is" (its "s" alone is no word of the subject; "Let's Encrypt" keeps its own).
  const words = wordsOf(question.replace(/^\s*what(['’]s|s)\b/i, 'what is'));
  const named = words.filter((word) => !FRAMING.has(word));
  const subject = named.length > 0 ? named : words.filter((word) => !ARTICLES.has(word));
  const stems = subject.slice(-3).map(stem);
  return stems.length > 0 && stems.length === subject.length ? stems : undefined;
}

/** Whether `words` hold the subject from `start` on; where it ends. */
function subjectFrom(
  words: readonly string[],
  start: number,
  subject: readonly string[],
): number | undefined {
  for (const [offset, part] of subject.entries()) {
    const word = words[start + offset];
    if (word === undefined || stem(word) !== part) return undefined;
  }
  return start + subject.length;
}

/** Whether `words` begin with the subject (an article before it allowed); where it ends. */
function subjectEnd(words: readonly string[], subject: readonly string[]): number | undefined {
  return subjectFrom(words, ARTICLES.has(words[0] ?? '') ? 1 : 0, subject);
}

/**
 * Where the subject ends when a product's short name qualifies it: the docs present "the operator"
 * as "The HLF Operator is ...". `written` are the sentence's words as written. Only a name with
 * capitals inside: "The Prometheus Operator" is another operator.
 */
function qualifiedSubjectEnd(
  words: readonly string[],
  written: readonly string[],
  subject: readonly string[],
): number | undefined {
  const start = ARTICLES.has(words[0] ?? '') ? 1 : 0;
  const qualifier = written[start];
  if (qualifier === undefined || !hasInnerCapitals(qualifier)) return undefined;
  return subjectFrom(words, start + 1, subject);
}

/** A table row's first cell holds the name and little else: its short name, a mark. */
const MAX_NAME_CELL_EXTRA_WORDS = 3;
/**
 * ...and another cell says what it is in words: a phrase ("A peer node, using ...", "Approves a
 * chaincode definition for one organization"), not a value or a field ("spec.vault", "always").
 */
const MIN_PRESENTING_CELL_WORDS = 5;
const presentsInWords = (cell: string): boolean =>
  /^\p{Lu}/u.test(cell) &&
  !/\p{L}\.\p{L}/u.test(cell) &&
  wordsOf(cell).length >= MIN_PRESENTING_CELL_WORDS;
/** "X is a ...", "X are the ...": a presentation, not "X is namespaced" or "X is installed". */
const PRESENTS = /^(is|are)$/;
const PRESENTED_AS = new Set(['a', 'an', 'the', 'one', 'what', 'how', 'where']);

/**
 * Whether a sentence (or a table row, its cells apart with " | ") says what the subject is: it
 * starts with the subject and goes on with "is a" or "are the" (a parenthesis between allowed),
 * or it is a row whose first cell is the subject's name and another presents it in words.
 */
export function definesSubject(sentence: string, subject: readonly string[]): boolean {
  const cells = sentence.split(' | ');
  if (cells.length >= 2) {
    const [name = '', ...others] = cells;
    const first = wordsOf(name);
    const end = subjectEnd(first, subject);
    return (
      end !== undefined &&
      first.length - end <= MAX_NAME_CELL_EXTRA_WORDS &&
      others.some((cell) => presentsInWords(cell.trim()))
    );
  }
  const written = writtenWordsOf(sentence.replace(/\([^)]*\)/g, ' '));
  const words = written.map((word) => word.toLowerCase());
  const end = subjectEnd(words, subject) ?? qualifiedSubjectEnd(words, written, subject);
  if (end === undefined) return false;
  return PRESENTS.test(words[end] ?? '') && PRESENTED_AS.has(words[end + 1] ?? '');
}

/** Whether any line or sentence of a text says what the subject is. */
export function textDefines(text: string, subject: readonly string[]): boolean {
  return text
    .split(/\n+|(?<=[.!?])\s+/)
    .some((sentence) => definesSubject(sentence.trim(), subject));
}
