import type { AnswerDeclined, AnswerRequest } from '@hlf-docs/search-client/protocol';
import { groupByPage, rankSections } from '@hlf-docs/search-text';
import type { SearchHit } from '../retrieval/search.js';
import { termRarity } from '../retrieval/term-rarity.js';
import { answerIndexHits, combineRankings, searchBoxHits } from '../retrieval/weighted-search.js';
import type { WeightedHit } from '../retrieval/weighted-search.js';
import type { CollectionState } from '../storage/collection-state.js';
import { analyseQuestion, questionTerms, termWeights } from './conversation.js';
import type { AnswerQuery } from './conversation.js';
import { documentBody } from './document-text.js';
import { answers, coverage, keyTermsOf, ownKeyTerms, termsHeld } from './grounding.js';
import type { KeyTerms } from './grounding.js';
import { combinePreferences, pageOf, pathOfHit } from './page-preference.js';
import { pageOverviewAnswer } from './extractive.js';
import { unheldNamePhrases } from './name-phrases.js';
import { askingSentences } from './question-kind.js';
import { pageSections, readPageQuestion } from './page-question.js';
import { rankSources } from './rank-sources.js';
import { withDocsWords } from './reader-phrases.js';
import {
  putsSectionsBeforeIntroductions,
  sectionsBeforeTheirIntroduction,
} from './section-before-introduction.js';
import { followsTheTopic, onTheTopicsPages } from './topic-pages.js';

/** Sections of the page the reader asks about ("Ask about this page") count this much more... */
const CURRENT_PAGE_BOOST = 1.5;
/** ...and this much when the question says "this page" (the most a page preference gives). */
const POINTED_PAGE_BOOST = 2;
/**
 * A follow-up stays on the pages its previous answer linked (each of them: the first link is not
 * always the page the conversation goes on with); a question that stands alone barely.
 */
const PREVIOUS_PAGE_BOOST = { followUp: [2, 2], standalone: [1.1, 1.05] };
/**
 * A follow-up asks for something its previous answer did not give: the sections that answer
 * quoted (the reader has read them) count this much.
 */
const ALREADY_QUOTED = 0.6;
/** How many of the best sections are checked for an answer to the question. */
const CANDIDATES = 12;
/** How many sections after the sources are kept for related questions. */
const FURTHER = 6;
/** How many sections a page's outline lists, in an answer about the whole page. */
const OUTLINE_SECTIONS = 20;
/** A declined answer chooses its nearest pages among this many of the best... */
const NEAREST_CANDIDATE_PAGES = 20;
/** ...and offers the nearest sections of this many pages (at most `max_documents`). */
const NEAREST_PAGES = 5;

/** The key terms of an answer that reads no sections by them (a whole page, or none). */
const noKeyTerms = (): KeyTerms => ({ weights: new Map(), unknown: new Set(), unknownNames: [] });

/** What the retrieval of an answer found, and how it searched. */
export interface FoundSources {
  query: AnswerQuery;
  key: KeyTerms;
  /**
   * The search as text: the question's terms, then the conversation's and the model's
   * restatement's (OPTIMIZING_QUERY).
   */
  searchText: string;
  /**
   * The sections that answer, best first; when `declined`, the nearest sections (one per page)
   * to offer instead.
   */
  sources: SearchHit[];
  /**
   * The next best sections after the sources (those that answer first), for related questions:
   * where the reader may go next, never what the answer has just quoted.
   */
  further: SearchHit[];
  /**
   * Why nothing found answers the question (it names something no page mentions, or none of the
   * best sections holds its key terms), or null when the sources answer it.
   */
  declined: AnswerDeclined | null;
  /**
   * The extractive answer's text (extractiveAnswer of the sources), when the retrieval ran on a
   * search thread for an answer without a model: quoting is the other CPU-heavy part of it. Set
   * by the retrieval itself for a question about the reader's page as a whole: the page's opening
   * and its outline.
   */
  quoted?: string;
}

function previousPagePreference(query: AnswerQuery): Map<string, number> {
  const [first, rest] = query.followUp
    ? PREVIOUS_PAGE_BOOST.followUp
    : PREVIOUS_PAGE_BOOST.standalone;
  return new Map(
    query.previousPages.map((page, position) => [pageOf(page), position === 0 ? first! : rest!]),
  );
}

/** The text a section answers with: its headings and its body. */
function sectionText(hit: SearchHit): string {
  const { title, section } = hit.document;
  return [title, section, documentBody(hit.document)]
    .filter((part) => typeof part === 'string')
    .join('\n');
}

const asSource = ({ id, score, document }: WeightedHit): SearchHit => ({ id, score, document });

/**
 * What to offer when nothing answers: of the pages that match best as pages (the site's page
 * ranking: a page's best section and a share of its others), the ones whose sections together
 * hold most of the question's known key terms, each by its best section.
 */
function nearestSections(ranked: readonly WeightedHit[], key: KeyTerms, most: number): SearchHit[] {
  const pages = groupByPage(ranked, pathOfHit).slice(0, NEAREST_CANDIDATE_PAGES);
  const held = (sections: readonly WeightedHit[]) =>
    coverage(new Set(sections.flatMap((hit) => [...termsHeld(sectionText(hit), key)])), key);
  return pages
    .map((page, rank) => ({ page, rank, share: held(page.sections) }))
    .sort((a, b) => b.share - a.share || a.rank - b.rank)
    .slice(0, Math.min(NEAREST_PAGES, most))
    .map(({ page }) => asSource(page.sections[0]!));
}

/**
 * The words of the model's restatement of a later question that some section holds as written: a word
 * the model made up, or took from its own knowledge, would count as a topic no page covers.
 */
function heldWords(state: CollectionState, restated: string | undefined): string[] {
  if (restated === undefined) return [];
  const terms = questionTerms(withDocsWords(restated));
  const rarity = termRarity(state, terms);
  return terms.filter((term) => rarity.get(term)?.heldExactly === true);
}

/**
 * A follow-up's answering sections, each before its page's introduction when it answers better by
 * the key terms it holds, all of them and the follow-up's own (sectionsBeforeTheirIntroduction).
 */
function followUpSectionsFirst(
  candidates: readonly { hit: WeightedHit; held: ReadonlySet<string> }[],
  key: KeyTerms,
  query: AnswerQuery,
): WeightedHit[] {
  const ownKey = ownKeyTerms(key, query);
  return sectionsBeforeTheirIntroduction(
    candidates.map(({ hit, held }) => ({
      hit,
      share: coverage(held, key),
      ownShare: coverage(held, ownKey),
    })),
    ownKey.weights.size > 0,
  );
}

/**
 * The sections an answer may use. The search weighs the question's own terms fully and the
 * conversation's less; a follow-up's sections count by how well their page matches the
 * conversation's topic (onTheTopicsPages); the ranking prefers the page the reader asks about and
 * the pages of the previous answer (boosts, not filters), docs over blog posts (unless the
 * question is about a release) and sections over their page's introduction.
 * Of the best candidates, only those that hold the question's key terms answer it, in the order
 * of their scores (the retrieval already weighs each word by its rarity: scaling by the share of
 * the key terms held as well lost answers on the development sets), except that a follow-up's
 * section holding more of them than its page's introduction, or at least as large a share (above
 * none) of the follow-up's own key terms, takes the introduction's place, the best-scored of those
 * (sectionsBeforeTheirIntroduction); the sources are the best
 * `max_documents` of those whose score is at least `min_similarity` of the best (a relative cut,
 * since full-text scores are unbounded). When none answers, the answer is
 * declined and the sources are the nearest sections, to offer their pages.
 */
export function findSources(
  state: CollectionState,
  request: AnswerRequest,
  restated?: string,
): FoundSources {
  // "Ask about this page": a question that says "this page" is about the page the reader is on.
  const onPage = request.page_path ? readPageQuestion(request.query) : undefined;
  if (onPage?.wholePage && request.page_path) {
    const whole = wholePageSources(state, request, request.page_path);
    if (whole) return whole;
  }
  // "What does this page cover?" with no page to read it of: no section answers that, and quoting
  // the sections that share "page" or "cover" would pretend one did.
  if (!request.page_path && readPageQuestion(request.query)?.wholePage) {
    const query = analyseQuestion(request.query, request.messages);
    return {
      query,
      key: noKeyTerms(),
      searchText: query.searchText,
      sources: [],
      further: [],
      declined: { reason: 'no_answering_section' },
    };
  }
  const asked = onPage?.question ?? request.query;
  const query = analyseQuestion(asked, request.messages, heldWords(state, restated));
  const weights = termWeights(query);
  const { searchText } = query;
  const keyTerms = keyTermsOf(query, asked, (terms) => termRarity(state, terms));
  const key: KeyTerms = {
    ...keyTerms,
    unknownNames: [...keyTerms.unknownNames, ...unheldNamePhrases(state, askingSentences(asked))],
  };
  const quoted = new Set(query.followUp ? query.previousSections : []);
  const pageBoost = onPage ? POINTED_PAGE_BOOST : CURRENT_PAGE_BOOST;
  const pages = combinePreferences(
    previousPagePreference(query),
    new Map(request.page_path ? [[pageOf(request.page_path), pageBoost]] : []),
  );
  const order = (hits: readonly WeightedHit[]) =>
    rankSources(
      hits,
      { text: asked, own: query.own, followUp: query.followUp, context: query.context },
      pages,
    )
      .map((hit) =>
        quoted.has(pathOfHit(hit)) ? { ...hit, score: hit.score * ALREADY_QUOTED } : hit,
      )
      .sort((a, b) => b.score - a.score);
  const searchBox = searchBoxHits(state, weights);
  const found = combineRankings(answerIndexHits(state, weights), searchBox);
  const ranked = order(
    followsTheTopic(query)
      ? onTheTopicsPages(
          found,
          combineRankings(
            answerIndexHits(state, query.context),
            searchBoxHits(state, query.context),
          ),
        )
      : found,
  );
  // A question that names what no page mentions is not answered by pages about something else.
  const candidates =
    key.unknownNames.length > 0
      ? []
      : ranked
          .slice(0, CANDIDATES)
          .map((hit) => ({ hit, held: termsHeld(sectionText(hit), key) }))
          .filter(({ held }) => answers(held, key));
  const answering = putsSectionsBeforeIntroductions(query, asked)
    ? followUpSectionsFirst(candidates, key, query)
    : candidates.map(({ hit }) => hit);
  if (answering.length === 0) {
    const declined: AnswerDeclined =
      key.unknownNames.length > 0
        ? { reason: 'unknown_name', names: key.unknownNames }
        : { reason: 'no_answering_section' };
    return {
      query,
      key,
      searchText,
      // The nearest pages are those the site's search would list first for the question.
      sources: nearestSections(order(rankSections(searchBox)), key, request.max_documents),
      // The nearest pages are already offered; nothing else is near enough to suggest.
      further: [],
      declined,
    };
  }
  const best = answering[0]!.score;
  const sources = answering
    .filter((hit) => hit.score >= best * request.min_similarity)
    .slice(0, request.max_documents)
    .map(asSource);
  return {
    query,
    key,
    searchText,
    sources,
    further: further(sources, answering, ranked),
    declined: null,
  };
}

/**
 * The best sections after the sources, for related questions: first those that also answer,
 * then the rest of the ranking (which can hold every section of the site: read only as far as
 * needed).
 */
function further(
  sources: readonly SearchHit[],
  answering: readonly WeightedHit[],
  ranked: readonly WeightedHit[],
): SearchHit[] {
  const taken = new Set(sources.map((hit) => hit.id));
  const out: SearchHit[] = [];
  for (const list of [answering, ranked]) {
    for (const hit of list) {
      if (out.length >= FURTHER) return out;
      if (taken.has(hit.id)) continue;
      taken.add(hit.id);
      out.push(asSource(hit));
    }
  }
  return out;
}

/**
 * The page the reader is on, as the answer to a question about it as a whole: its introduction
 * and its sections in order (the first `max_documents` as sources, the next ones for related
 * questions). Undefined when the collection holds no section of that page.
 */
function wholePageSources(
  state: CollectionState,
  request: AnswerRequest,
  pagePath: string,
): FoundSources | undefined {
  const sections = pageSections(state, pagePath);
  if (sections.length === 0) return undefined;
  const outline = sections.slice(0, 1 + OUTLINE_SECTIONS);
  const query = analyseQuestion(request.query, request.messages);
  return {
    query,
    key: noKeyTerms(),
    searchText: query.searchText,
    sources: sections.slice(0, request.max_documents),
    further: sections.slice(request.max_documents, request.max_documents + FURTHER),
    declined: null,
    quoted: pageOverviewAnswer(outline),
  };
}
