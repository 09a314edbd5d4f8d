import type { WeightedHit } from '../retrieval/weighted-search.js';
import type { AnswerQuery } from './conversation.js';
import { isIntroduction, justBelow, pageOfHit } from './page-preference.js';
import { isDefinitionQuestion } from './question-kind.js';

/**
 * Whether a question's answering sections go before their page's introduction: a follow-up's,
 * whose borrowed words favour the introduction of the topic's page; not a plain question's (its
 * introduction already gives way by the terms matched, in rankSources, and applying this to plain
 * questions too lost a right section of the first development set), nor one that asks what
 * something is, which wants the introduction (rankSources keeps it first).
 */
export const putsSectionsBeforeIntroductions = (query: AnswerQuery, asked: string): boolean =>
  query.followUp && !isDefinitionQuestion(asked);

/**
 * A source (a section or a page's introduction), with the share of the question's key terms it
 * holds (grounding's coverage) and the share of the follow-up's own key terms (1 when none of its
 * own words is a key term).
 */
export interface CoveredHit {
  readonly hit: WeightedHit;
  readonly share: number;
  readonly ownShare: number;
}

/**
 * Whether a section of a page answers a follow-up better than the page's introduction: it holds
 * more of the key terms, or (when the follow-up has key terms of its own, `ownTerms`) at least as
 * large a share of those, above none. The introduction holds the borrowed words of the topic, which
 * weigh in `share` too: "ok, how do I create a peer behind it?" after a question on Envoy Gateway
 * asks for "Step 4: Create the peer", which holds fewer of the topic's words than "Step 1" and the
 * introduction but every word of the follow-up's own.
 */
function answersBetter(section: CoveredHit, introduction: CoveredHit, ownTerms: boolean): boolean {
  if (section.share > introduction.share) return true;
  return ownTerms && section.ownShare > 0 && section.ownShare >= introduction.ownShare;
}

/**
 * Which of two sections that answer better takes the introduction's place: the one with the better
 * score, which weighs the follow-up's own words most; when the follow-up has no key terms of its
 * own ("Anything else to do after that?"), the score is the borrowed words' alone, and the one that
 * holds most of the key terms.
 */
const preferred = (a: CoveredHit, b: CoveredHit, ownTerms: boolean): CoveredHit =>
  (ownTerms ? b.hit.score > a.hit.score : b.share > a.share) ? b : a;

/**
 * A page's introduction presents the page, so it holds the words of the conversation's topic; when
 * a section of the same page answers better (answersBetter), that section answers in the
 * introduction's place (its score), and the introduction goes just below it. The page keeps its
 * place among the others.
 */
export function sectionsBeforeTheirIntroduction(
  candidates: readonly CoveredHit[],
  ownTerms: boolean,
): WeightedHit[] {
  const introductions = new Map<string, CoveredHit>();
  for (const each of candidates) {
    if (isIntroduction(each.hit)) introductions.set(pageOfHit(each.hit), each);
  }
  const best = new Map<string, CoveredHit>();
  for (const each of candidates) {
    const page = pageOfHit(each.hit);
    const introduction = introductions.get(page);
    if (isIntroduction(each.hit) || !introduction || !answersBetter(each, introduction, ownTerms)) {
      continue;
    }
    const known = best.get(page);
    best.set(page, known ? preferred(known, each, ownTerms) : each);
  }
  const scores = new Map<string, number>();
  for (const [page, section] of best) {
    const introduction = introductions.get(page)!.hit;
    if (section.hit.score >= introduction.score) continue;
    scores.set(section.hit.id, introduction.score);
    scores.set(introduction.id, justBelow(introduction.score));
  }
  return candidates
    .map(({ hit }) => ({ ...hit, score: scores.get(hit.id) ?? hit.score }))
    .sort((a, b) => b.score - a.score);
}
