// Compact text encodings of the search index file's two largest parts, written by the index
// plugin and read by the search box. Measured on the site's index (1,020 sections, 3,764 terms),
// they take the gzip file from 109.3 to under 100 kB against JSON arrays of numbers and strings:
// gzip packs runs of like characters better than decimal numbers between commas.

/**
 * The 16 marks that open each term of the vocabulary, the n-th meaning "the first n letters are
 * the previous term's". Terms are runs of letters and digits (@hlf-docs/search-text), so a mark is
 * never part of one, and none of them needs escaping in JSON.
 */
const PREFIX_MARKS = "!#$%&'()*+,-./:;";
const MAX_SHARED = PREFIX_MARKS.length - 1;

/** Terms in code-point order, each written as its mark and the letters it does not share. */
export function encodeVocabulary(sortedTerms: readonly string[]): string {
  let previous = '';
  let text = '';
  sortedTerms.forEach((term, index) => {
    if (!/^[\p{L}\p{N}]+$/u.test(term)) throw new Error(`"${term}" is not a search term`);
    if (index > 0 && term <= previous) {
      throw new Error(`The vocabulary must be sorted and distinct: "${term}" after "${previous}"`);
    }
    let shared = 0;
    while (shared < MAX_SHARED && shared < term.length && term[shared] === previous[shared]) {
      shared += 1;
    }
    text += PREFIX_MARKS[shared]! + term.slice(shared);
    previous = term;
  });
  return text;
}

export function decodeVocabulary(text: string): string[] {
  const terms: string[] = [];
  let previous = '';
  let at = 0;
  while (at < text.length) {
    const shared = PREFIX_MARKS.indexOf(text[at]!);
    if (shared < 0 || shared > previous.length) {
      throw new Error(`vocabulary: term ${terms.length} does not start with a valid mark`);
    }
    let end = at + 1;
    while (end < text.length && !PREFIX_MARKS.includes(text[end]!)) end += 1;
    previous = previous.slice(0, shared) + text.slice(at + 1, end);
    terms.push(previous);
    at = end;
  }
  return terms;
}

/**
 * Positive integers as base-32 digits, most significant first, one character each: the first 32
 * characters end a number, the last 32 say more digits follow. Gaps under 32, most of them, take
 * one character.
 */
const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const DIGIT_VALUE = new Map([...DIGITS].map((digit, value) => [digit, value]));

export function encodeGaps(gaps: readonly number[]): string {
  let text = '';
  for (const gap of gaps) {
    if (!Number.isInteger(gap) || gap < 1)
      throw new Error(`A gap must be a positive integer: ${gap}`);
    let rest = gap;
    let digits = DIGITS[rest & 31]!;
    rest >>>= 5;
    while (rest > 0) {
      digits = DIGITS[32 + (rest & 31)]! + digits;
      rest >>>= 5;
    }
    text += digits;
  }
  return text;
}

/** The gaps of `text`; `where` names it in an error. */
export function decodeGaps(text: string, where: string): number[] {
  const gaps: number[] = [];
  let value = 0;
  let open = false;
  for (const character of text) {
    const digit = DIGIT_VALUE.get(character);
    if (digit === undefined) throw new Error(`${where}: "${character}" is not a digit of a gap`);
    value = value * 32 + (digit & 31);
    open = digit >= 32;
    if (!open) {
      if (value < 1) throw new Error(`${where}: a gap of 0`);
      gaps.push(value);
      value = 0;
    }
  }
  if (open) throw new Error(`${where}: the last gap is cut short`);
  return gaps;
}

/** Each term's sections, as gaps, per field of the index file. */
export interface Postings {
  prose: number[][];
  /** Sections whose code alone holds the term. */
  code: number[][];
  /** Sections whose readers' questions hold the term. */
  questions: number[][];
}

/**
 * Every term's postings in one string, in vocabulary order, separated by spaces: the prose gaps,
 * then, if the term is in some section's code alone or in its questions, a dot and the code gaps,
 * then, if it is in some section's questions, another dot and the questions' gaps. Most terms
 * have prose gaps alone, so the dots cost little.
 */
export function encodePostings(
  prose: readonly number[][],
  code: readonly number[][],
  questions: readonly number[][],
): string {
  return prose
    .map((gaps, term) => {
      const parts = [gaps, code[term]!, questions[term]!];
      while (parts.length > 1 && parts.at(-1)!.length === 0) parts.pop();
      return parts.map(encodeGaps).join('.');
    })
    .join(' ');
}

export function decodePostings(text: string, termCount: number): Postings {
  const entries = termCount === 0 && text === '' ? [] : text.split(' ');
  if (entries.length !== termCount) {
    throw new Error(`postings: ${entries.length} lists for ${termCount} terms`);
  }
  const postings: Postings = { prose: [], code: [], questions: [] };
  entries.forEach((entry, term) => {
    const [proseText, codeText = '', questionsText = '', extra] = entry.split('.');
    if (extra !== undefined) throw new Error(`postings.${term}: more than two dots`);
    postings.prose.push(decodeGaps(proseText!, `postings.${term}`));
    postings.code.push(decodeGaps(codeText, `postings.${term} (code)`));
    postings.questions.push(decodeGaps(questionsText, `postings.${term} (questions)`));
  });
  return postings;
}
