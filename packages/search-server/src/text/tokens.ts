import { STOP_WORDS } from '@hlf-docs/search-text';
import { stemmer } from 'stemmer';

/** Word handling shared by the answerer, the selectors and the NLP parser. */

/**
 * Words of a question that say nothing of its topic ("please show me the docs on ..."), beyond
 * the stop words that search ignores anyway (@hlf-docs/search-text, the same as the site's).
 * "another" is a determiner like the stop word "other" ("add another orderer" is about adding an
 * orderer); "down" is not one of them: a node or the operator that is down is a topic. "give",
 * like "get", is a light verb ("give more memory to a peer"): it matched a heading that gives the
 * peer something else ("Step 1: give the peer a gRPC-web proxy"), whose patch was quoted.
 */
const QUESTION_WORDS =
  `above again against am below between during few further he her hers herself him himself
his i let me my myself ours ourselves she theirs themselves yours yourself yourselves please tell
show see explain want need know way ways get got give use using used like thing things something anything
someone cannot doc docs documentation page pages
ok okay yes yeah thanks thank hi hello hey hmm sure cool great fine alright actually just really
basically simply maybe perhaps probably another`
    .split(/\s+/)
    .filter(Boolean);

/**
 * What the search pipeline keeps of a contraction: it splits words at the apostrophe, so "doesn't"
 * arrives as "doesn" (and "t", too short to count). Those halves are rare in the docs and weighed
 * like the topic of the question ("doesn" outweighed "storage" in "the storage class doesn't
 * support resizing"); "not" is a stop word already. "can't" and "won't" give "can" (a stop word)
 * and "won", which the docs never use for anything else.
 */
const CONTRACTION_HALVES = `doesn don isn aren wasn weren didn hasn haven hadn shouldn couldn wouldn
mustn needn won ll ve re`
  .split(/\s+/)
  .filter(Boolean);

export const STOPWORDS: ReadonlySet<string> = new Set([
  ...STOP_WORDS,
  ...QUESTION_WORDS,
  ...CONTRACTION_HALVES,
]);

/** Lower-case words of letters and digits (hyphenated words split). */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu) ?? [];
}

/**
 * Words stemmed so far. The grounding compares every word of a dozen sections with each key term
 * of a question, and the answers' index stems every word it indexes: without this memo, stemming
 * was most of an answer's retrieval (30 -> 13 ms a question of the second development set, in
 * process). A collection has a few thousand distinct words; the memo starts again past
 * STEM_MEMO_LIMIT, so pasted logs of random words cannot grow it without bound.
 */
const stemMemo = new Map<string, string>();
const STEM_MEMO_LIMIT = 100_000;

/**
 * The Porter stem of a word (the `stemmer` package): "approving", "approved" and "approval" meet
 * "approve", "renewing" meets "renew".
 */
export function stem(word: string): string {
  let root = stemMemo.get(word);
  if (root === undefined) {
    if (stemMemo.size >= STEM_MEMO_LIMIT) stemMemo.clear();
    root = stemmer(word);
    stemMemo.set(word, root);
  }
  return root;
}

/** Content words of a text, without stop words. */
export function contentWords(text: string): string[] {
  return words(text).filter((word) => !STOPWORDS.has(word) && (word.length > 1 || /\d/.test(word)));
}

export function stems(text: string): Set<string> {
  return new Set(contentWords(text).map(stem));
}

/** Cosine similarity of two sets of stems (0 when either is empty). */
export function setSimilarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const item of a) if (b.has(item)) shared += 1;
  return shared / Math.sqrt(a.size * b.size);
}

export function textSimilarity(a: string, b: string): number {
  return setSimilarity(stems(a), stems(b));
}
