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
 * holds (grounding's coverage).
 */
export interface CoveredHit {
  readonly hit: WeightedHit;
  readonly share: number;
}

/**
 * A page's introduction presents the page, so it holds the words of the conversation's topic; when
 * a section of the same page holds more of a follow-up's key terms, that section answers in the
 * introduction's place (its score), and the introduction goes just below it. The page keeps its
 * place among the others.
 */
export function sectionsBeforeTheirIntroduction(candidates: readonly CoveredHit[]): WeightedHit[] {
  const best = new Map<string, CoveredHit>();
  for (const each of candidates) {
    if (isIntroduction(each.hit)) continue;
    const page = pageOfHit(each.hit);
    const known = best.get(page);
    if (!known || each.share > known.share) best.set(page, each);
  }
  const scores = new Map<string, number>();
  for (const { hit, share } of candidates) {
    const section = isIntroduction(hit) ? best.get(pageOfHit(hit)) : undefined;
    if (!section || section.share <= share || section.hit.score >= hit.score) continue;
    scores.set(section.hit.id, hit.score);
    scores.set(hit.id, justBelow(hit.score));
  }
  return candidates
    .map(({ hit }) => ({ ...hit, score: scores.get(hit.id) ?? hit.score }))
    .sort((a, b) => b.score - a.score);
}
