import type { ChatMessage } from '@hlf-docs/search-client/protocol';
import { distinctTerms } from '@hlf-docs/search-text';
import { MAX_QUERY_WORDS } from '../retrieval/minisearch-index.js';
import { STOPWORDS } from '../text/tokens.js';
import { readPageQuestion } from './page-question.js';
import { withoutMarkup } from './pasted-markup.js';
import { idiomWords, withDocsWords, withUndoneAction } from './reader-phrases.js';

/** What the answers' retrieval looks for: the question's words, and what the conversation adds. */
export interface AnswerQuery {
  /** The question's own terms (as the index normalises them), each of weight 1. */
  own: string[];
  /** Terms of the earlier questions that the question lacks, each with its (lower) weight. */
  context: Map<string, number>;
  /** Whether the question leans on the conversation ("and how do I approve it?"). */
  followUp: boolean;
  /** Pages the previous answer drew on (the pages it links), first linked first. */
  previousPages: string[];
  /** Sections the previous answer quoted (its links): what the reader has already read. */
  previousSections: string[];
  /**
   * The search for a reader: the question's words, then the earlier questions' it borrows and the
   * restatement's.
   */
  searchText: string;
}

/** Weight of a term borrowed from the last question when the new one leans on it... */
export const FOLLOW_UP_CONTEXT_WEIGHT = 0.45;
/** ...and when the new question stands on its own: a hint of the topic, never a topic. */
export const STANDALONE_CONTEXT_WEIGHT = 0.1;
/**
 * The borrowed terms together weigh at most this share of the question's own terms (each then
 * less than its cap when many are borrowed): a question's new words outweigh the conversation's,
 * however long the earlier questions were.
 */
export const CONTEXT_SHARE = { followUp: 0.5, standalone: 0.2 };
/**
 * Weight of a word of the model's restatement of a later question (query-rewrite.ts) that the
 * question lacks, whether or not the rules above take it for a follow-up. With the development
 * sets' 51 follow-ups restated by a language model from their conversations (before the words no
 * section holds were left out and before the second search of answer-flow.ts), the first source was
 * on the right section for 36 at 0.3 and at 0.45, 34 at 0.15, and 32 without (README, "Answer
 * quality"). Its own value, though it equals FOLLOW_UP_CONTEXT_WEIGHT.
 */
export const RESTATED_WEIGHT = 0.45;
/** Each earlier question counts this much less than the one after it. */
const OLDER_TURN_FACTOR = 0.5;
/** How many earlier questions lend their words. */
const TURNS_BORROWED = 2;

/** A question that opens by connecting to what was said ("and ...", "what about ..."). */
const CONNECTIVE_START =
  /^\s*(and|also|then|but|so|or|plus|now|next|ok|okay|what about|how about|same for|what if|instead)\b/i;

/**
 * Words that point back at something named earlier: pronouns and determiners that stand for a
 * thing of the conversation, and adverbs that place the question after an earlier step.
 */
const POINTS_BACK =
  /\b(it|its|it's|them|they|their|these|those|this one|that one|the same|either|instead|afterwards|after that|before that|again|too|as well|one by one|each of them)\b/i;

/**
 * The most distinct terms of a question (and of each earlier question) that an answer searches,
 * as a search does (MAX_QUERY_WORDS): each is matched with prefixes and typos against the whole
 * vocabulary, and 2,000 characters of distinct words held a search thread for over a second while
 * every reader's search waited. The longest question of the answer sets has 22.
 */
const MAX_ANSWER_TERMS = MAX_QUERY_WORDS;

/** A question with this many terms or fewer names too little to stand on its own. */
const ELLIPTIC_TERMS = 2;

/**
 * The words of a text as the index normalises them, without the words of asking or any HTML
 * pasted with them.
 */
export function questionTerms(text: string): string[] {
  return distinctTerms(withoutMarkup(text)).filter((term) => !STOPWORDS.has(term));
}

/**
 * The terms of a question with the docs' words for its reader's phrases beside its own, without
 * the words of its idioms (`idiom`, of the question as the reader wrote it): how the question and
 * the earlier questions it borrows from are searched.
 */
function termsInDocsWords(text: string, idiom: ReadonlySet<string>): string[] {
  return questionTerms(withDocsWords(text)).filter((term) => !idiom.has(term));
}

/**
 * Whether a question leans on the conversation: it opens with a connective, points back at
 * something named earlier, or names too little to stand alone. Only asked when there is history.
 */
export function leansOnHistory(query: string, own: readonly string[]): boolean {
  return CONNECTIVE_START.test(query) || POINTS_BACK.test(query) || own.length <= ELLIPTIC_TERMS;
}

/** Site paths (without anchors) of the Markdown links of a text, first linked first. */
/** Site paths (with their anchors) of the Markdown links of a text: the sections it quoted. */
export function linkedSections(text: string): string[] {
  return [...new Set([...text.matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => match[1]!))];
}

export function linkedPages(text: string): string[] {
  const pages = [...text.matchAll(/\]\((\/[^)\s#]*)(?:#[^)\s]*)?\)/g)].map((match) => match[1]!);
  return [...new Set(pages)];
}

/** The text of the first Markdown link of a text: an overview of a page links the page first. */
function firstLinkText(text: string): string | undefined {
  return /\[([^\]]+)\]\(\/[^)\s]*\)/.exec(text)?.[1];
}

/**
 * The reader's earlier questions, oldest first, as the conversation's topic: a question about a
 * whole page ("What does this page cover?") names no topic, and stands for the title of the page
 * its answer gave (its first link), so that "how do I turn it on?" after it is about that page.
 */
function earlierQuestionsOf(history: readonly ChatMessage[]): ChatMessage[] {
  return history.flatMap((message, at) => {
    if (message.role !== 'user') return [];
    const answer = history[at + 1];
    const title =
      readPageQuestion(message.content)?.wholePage && answer?.role === 'assistant'
        ? firstLinkText(answer.content)
        : undefined;
    return [title === undefined ? message : { ...message, content: title }];
  });
}

/**
 * The question's own terms, and the conversation's: the words of the last earlier questions as
 * context (lower weights, lower still for older turns and for a question that stands alone), and
 * the pages the last answer linked.
 */
export function analyseQuestion(
  query: string,
  history: readonly ChatMessage[],
  restatedTerms: readonly string[] = [],
): AnswerQuery {
  const earlierQuestions = earlierQuestionsOf(history).slice(-TURNS_BORROWED).reverse();
  const own = termsInDocsWords(
    withUndoneAction(query, earlierQuestions[0]?.content),
    idiomWords(query),
  ).slice(0, MAX_ANSWER_TERMS);
  const lastAnswer = [...history].reverse().find((message) => message.role === 'assistant');
  const followUp = earlierQuestions.length > 0 && leansOnHistory(query, own);
  const context = new Map<string, number>();
  let weight = followUp ? FOLLOW_UP_CONTEXT_WEIGHT : STANDALONE_CONTEXT_WEIGHT;
  for (const message of earlierQuestions) {
    const terms = termsInDocsWords(message.content, idiomWords(message.content));
    for (const term of terms.slice(0, MAX_ANSWER_TERMS)) {
      if (!own.includes(term) && !context.has(term)) context.set(term, weight);
    }
    weight *= OLDER_TURN_FACTOR;
  }
  // Scale the borrowed weights down so that together they stay under their share of the own.
  const budget = Math.max(1, own.length) * CONTEXT_SHARE[followUp ? 'followUp' : 'standalone'];
  const borrowed = [...context.values()].reduce((sum, each) => sum + each, 0);
  if (borrowed > budget) {
    for (const [term, each] of context) context.set(term, (each * budget) / borrowed);
  }
  // The model's restatement says what the question points back to, in the docs' words: beside the
  // borrowed words and outside their budget. Its words are key terms like theirs, so a restatement
  // can decline a follow-up: then the answer searches without it (answer-flow.ts, retrieve).
  for (const term of restatedTerms) {
    if (!own.includes(term)) context.set(term, Math.max(context.get(term) ?? 0, RESTATED_WEIGHT));
  }
  return {
    own,
    context,
    followUp,
    previousPages: lastAnswer ? linkedPages(lastAnswer.content) : [],
    previousSections: lastAnswer ? linkedSections(lastAnswer.content) : [],
    searchText: [...own, ...context.keys()].join(' '),
  };
}

/** Every term of the query with its weight: the question's own 1, the context's their own. */
export function termWeights(query: AnswerQuery): Map<string, number> {
  const weights = new Map<string, number>(query.own.map((term) => [term, 1]));
  for (const [term, weight] of query.context) if (!weights.has(term)) weights.set(term, weight);
  return weights;
}
