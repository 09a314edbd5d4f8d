import type { SearchHit } from '../retrieval/search.js';
import type { CollectionState } from '../storage/collection-state.js';
import { isIntroduction, pageOf, pageOfHit } from './page-preference.js';

/**
 * Words that point at the page the reader is on ("this page", "the current guide"). A question
 * with them is about that page: "page" and "guide" are not what it asks about, and no section
 * holds "this page" in the sense meant.
 */
const POINTS_AT_PAGE =
  /\b(?:this|the current|current|the present)\s+(?:page|doc|docs|document|article|guide|tutorial|reference)\b/gi;

/**
 * Words that ask what a page says as a whole ("what does it cover?", "summarize"): with nothing
 * else, the question asks for the page itself, not for one of its sections.
 */
const OVERVIEW_WORDS =
  /\b(?:what|whats|what's|is|are|does|do|it|about|cover|covers|covered|summari[sz]e|summary|overview|explain|explains|describe|describes|tell|me|say|says|main|points?|gist|tl;?dr|topic|teach|teaches|learn|give|an?|the|of|in|short|brief|briefly|please|can|could|you|i|here|for)\b/gi;

export interface PageQuestion {
  /** The question without the words that point at the page, for the search and the grounding. */
  question: string;
  /** Nothing is left but words asking for the page as a whole: the page itself answers. */
  wholePage: boolean;
}

/**
 * Reads a question asked with `page_path` ("Ask about this page"): when it points at the page,
 * the pointing words go, and a question left with no words of its own asks for the page itself.
 * Undefined when the question does not point at the page.
 */
export function readPageQuestion(query: string): PageQuestion | undefined {
  if (!new RegExp(POINTS_AT_PAGE.source, 'i').test(query)) return undefined;
  const question = query.replace(POINTS_AT_PAGE, ' ').replace(/\s+/g, ' ').trim();
  const rest = question
    .replace(OVERVIEW_WORDS, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return { question, wholePage: rest === '' };
}

/**
 * The sections of a page, its introduction first, then in the order the page has them (the
 * order they were inserted in): what answers "what does this page cover?".
 */
export function pageSections(state: CollectionState, pagePath: string): SearchHit[] {
  const page = pageOf(pagePath);
  const sections: SearchHit[] = [];
  for (const index of state.indexes.values()) {
    for (const [id, document] of index.documents) {
      const section = { id, score: 1, document };
      if (pageOfHit(section) === page) sections.push(section);
    }
  }
  return [...sections.filter(isIntroduction), ...sections.filter((hit) => !isIntroduction(hit))];
}
