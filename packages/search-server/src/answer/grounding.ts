import { distinctTerms, normalizeTerm } from '@hlf-docs/search-text';
import { isEnglishWord } from '../text/english-words.js';
import { stem } from '../text/tokens.js';
import type { TermRarity } from '../retrieval/term-rarity.js';
import type { AnswerQuery } from './conversation.js';
import { askingSentences } from './question-kind.js';

/**
 * Whether a text answers a question, by the question's key terms: its own terms, and for a
 * follow-up the conversation's too (at their lower weights), each also weighing its rarity in the
 * collection, so that the rare words of a question, its topic, count most.
 */
export interface KeyTerms {
  /** Each key term with its weight: the query weight times the term's rarity. */
  weights: ReadonlyMap<string, number>;
  /** Key terms no document of the collection holds. */
  unknown: ReadonlySet<string>;
  /** The question's own terms that it writes as names (OpenShift, LDAP) and no document holds. */
  unknownNames: string[];
}

/**
 * A text answers when it holds at least this many of the known key terms (all of them when the
 * question has fewer): one shared word is not an answer...
 */
export const TERMS_NEEDED = 2;
/** ...and at least this share of their weight. */
export const GROUNDED_SHARE = 0.3;

/** A word of a question, and where it ends. */
export interface QuestionWord {
  word: string;
  /** Whether the question writes it as a name (see nameWords). */
  isName: boolean;
  start: number;
  end: number;
}

/** Capitals inside a word, as names write them ("CouchDB", "LDAP", "HLF"). */
export const hasInnerCapitals = (word: string): boolean => /\p{Ll}\p{Lu}|\p{Lu}{2}/u.test(word);

/**
 * The words of a question, each marked when it is written as a name: capitalised inside the
 * sentence, with capitals inside the word (CouchDB, LDAP), or letters with digits (PKCS11, v3).
 * The first word of a sentence is capitalised anyway and says nothing.
 */
export function questionWords(question: string): QuestionWord[] {
  return [...question.matchAll(/[\p{L}\p{N}]+/gu)].map((match) => {
    const word = match[0];
    const before = question.slice(0, match.index).trimEnd();
    const startsSentence = before === '' || /[.!?:]$/.test(before);
    const isName =
      hasInnerCapitals(word) ||
      (/\p{L}/u.test(word) && /\p{N}/u.test(word)) ||
      (!startsSentence && /^\p{Lu}/u.test(word));
    return { word, isName, start: match.index, end: match.index + word.length };
  });
}

/** The terms of the words a question writes as names. */
export function namesIn(question: string): Set<string> {
  const names = new Set<string>();
  for (const { word, isName } of questionWords(question)) {
    const term = isName ? normalizeTerm(word) : null;
    if (term) names.add(term);
  }
  return names;
}

/**
 * A word no document holds, not even one letter away, is the most telling word of its question
 * (most often a name written in lower case, "velero"), and no section holds it: it counts in the
 * coverage this many times its rarity...
 */
const UNKNOWN_WORD_FACTOR = 2;
/** ...from this many letters (shorter ones are typos or versions, "k3d"). */
const UNKNOWN_WORD_LENGTH = 4;

/**
 * The irregular past forms of three letters: each stands for its verb, which the docs write in
 * another form ("I ran kubectl scale" is about what the docs call running it). A closed class of
 * English, not a list of the docs' words.
 */
const SHORT_PAST_FORMS = new Set(
  'ran saw met sat won led fed hid lit bit dug ate lay bid wed fit'.split(' '),
);

/** A short word that a dictionary has and that is no form of a longer verb ("fee", "gas"). */
function isShortWordOfItsOwn(term: string): boolean {
  return /^\p{L}+$/u.test(term) && !SHORT_PAST_FORMS.has(term) && isEnglishWord(term);
}

/** How often is a what: "back up nightly" asks for a schedule that the docs may not have. */
const HOW_OFTEN =
  /^((bi)?(hour|night|week|fortnight|month|quarter|year)ly|annually|regularly|periodically)$/;

/** The adjectives an adverb in "-ly" may come from: "cleanly" clean, "easily" easy, "basically" basic. */
function adjectivesOf(adverb: string): string[] {
  const stem = adverb.slice(0, -2);
  const forms = [stem];
  if (stem.endsWith('i')) forms.push(`${stem.slice(0, -1)}y`);
  if (stem.endsWith('al')) forms.push(stem.slice(0, -2));
  return forms;
}

/**
 * An adverb of manner ("cleanly", "safely", "quickly") says how the reader wants a thing done,
 * not what: the docs need not hold it to answer ("How do I uninstall the operator cleanly?" is
 * answered by the uninstall section, which never says "cleanly"). A dictionary word in "-ly" of
 * six letters or more made from a dictionary adjective: "supply", "family" or "assembly" are no
 * adverbs, and "only" or "early" are shorter.
 */
const isMannerAdverb = (term: string): boolean =>
  term.length >= 6 &&
  term.endsWith('ly') &&
  !HOW_OFTEN.test(term) &&
  isEnglishWord(term) &&
  adjectivesOf(term).some(isEnglishWord);

/**
 * The key terms of a question: its own at weight 1, the conversation's at theirs, times their
 * rarity; the ones the collection does not hold; and which of those the question names.
 * `rarity` gives each term's rarity and whether any document holds it.
 */
export function keyTermsOf(
  query: AnswerQuery,
  question: string,
  rarity: (terms: readonly string[]) => ReadonlyMap<string, TermRarity>,
): KeyTerms {
  const queryWeights = new Map<string, number>(query.own.map((term) => [term, 1]));
  for (const [term, weight] of query.context) {
    if (!queryWeights.has(term)) queryWeights.set(term, weight);
  }
  const found = rarity([...queryWeights.keys()]);
  // A word the collection lacks in this form may be there in another ("PVCs", "pvc").
  const stems = new Map<string, string>();
  for (const [term, entry] of found) {
    const root = stem(term);
    if (!entry.heldExactly && root !== term && root.length >= 2) stems.set(term, root);
  }
  const foundStems = rarity([...new Set(stems.values())]);
  // A name the reader writes in the singular may be in the docs in the plural only ("parentRef",
  // "parentRefs"): the same thing, held.
  const plurals = new Map<string, string[]>();
  for (const [term, entry] of found) {
    if (!entry.heldExactly && /\p{L}$/u.test(term)) plurals.set(term, [`${term}s`, `${term}es`]);
  }
  const foundPlurals = rarity([...plurals.values()].flat());
  const heldInPlural = (term: string) =>
    (plurals.get(term) ?? []).some((plural) => foundPlurals.get(plural)?.heldExactly);
  const weights = new Map<string, number>();
  const unknown = new Set<string>();
  const unheldWords = new Set<string>();
  for (const [term, weight] of queryWeights) {
    const entry = found.get(term);
    const root = stems.get(term);
    const rootEntry = root ? foundStems.get(root) : undefined;
    if (!entry?.heldExactly && !rootEntry?.heldExactly && !heldInPlural(term)) {
      unheldWords.add(term);
    }
    const known = entry?.held === false && rootEntry ? rootEntry : entry;
    if (known && !known.held) {
      unknown.add(term);
      // A plain word no document holds still says what the question is about: it weighs in what
      // a section must cover (and none does), so "back up the volumes with velero" is not
      // answered by a section on volumes alone. Short words are typos or versions ("k3d"),
      // unless a dictionary has them ("fee", "gas").
      if (isMannerAdverb(term)) continue;
      if (term.length >= UNKNOWN_WORD_LENGTH || isShortWordOfItsOwn(term)) {
        weights.set(term, weight * known.rarity * UNKNOWN_WORD_FACTOR);
      }
    } else weights.set(term, weight * (known?.rarity ?? 1));
  }
  // A name the reader writes (OpenShift, Sealed Secrets) is known only as that very word: a
  // typo-close word of the docs ("sealed", "scaled") is something else. A word in lower case is a
  // name when no page holds it even one letter away and it is no English word ("velero"); a typo
  // of a docs word is held, and a plain word ("nightly") only weighs in the coverage above.
  // Only the sentences that ask count: a story told first names what the reader used ("I opened
  // the console in Chrome"), which is no subject the docs must cover.
  const asking = askingSentences(question);
  const names = namesIn(asking);
  const askedTerms = new Set(distinctTerms(asking));
  const isLowerCaseName = (term: string) =>
    unknown.has(term) && term.length >= UNKNOWN_WORD_LENGTH && !isEnglishWord(term);
  const unknownNames = query.own.filter(
    (term) =>
      askedTerms.has(term) && ((names.has(term) && unheldWords.has(term)) || isLowerCaseName(term)),
  );
  return { weights, unknown, unknownNames };
}

/** Whether a word of a text stands for a key term: the same word, its stem, or a longer form. */
function stands(word: string, term: string): boolean {
  return word === term || (term.length >= 3 && word.startsWith(term)) || stem(word) === stem(term);
}

/** The key terms that are the question's own, without those it borrows from the conversation. */
export function ownKeyTerms(key: KeyTerms, query: Pick<AnswerQuery, 'own'>): KeyTerms {
  const own = new Set(query.own);
  return {
    weights: new Map([...key.weights].filter(([term]) => own.has(term))),
    unknown: new Set([...key.unknown].filter((term) => own.has(term))),
    // Only the question's own words are ever taken for names (keyTermsOf).
    unknownNames: key.unknownNames,
  };
}

/** The (known) key terms a text holds. */
export function termsHeld(text: string, key: KeyTerms): Set<string> {
  const words = distinctTerms(text);
  return new Set(
    [...key.weights.keys()].filter((term) => words.some((word) => stands(word, term))),
  );
}

/** The share of the known key terms' weight that `held` covers (1 when there are none). */
export function coverage(held: ReadonlySet<string>, key: KeyTerms): number {
  let total = 0;
  let covered = 0;
  for (const [term, weight] of key.weights) {
    total += weight;
    if (held.has(term)) covered += weight;
  }
  return total === 0 ? 1 : covered / total;
}

/** Whether the terms a text holds answer: enough of them, and enough of their weight. */
export function answers(held: ReadonlySet<string>, key: KeyTerms): boolean {
  const needed = Math.min(TERMS_NEEDED, key.weights.size);
  return held.size >= needed && coverage(held, key) >= GROUNDED_SHARE;
}
