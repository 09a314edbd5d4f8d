import type { WeightedHit } from '../retrieval/weighted-search.js';
import { pageOfHit } from './page-preference.js';
import { isIntroduction } from './rank-sources.js';

/**
 * A page's introduction presents the page, so it holds the words of the conversation's topic; when
 * a section of the same page holds more of a follow-up's key terms, that section answers in the
 * introduction's place (its score), and the introduction comes just after it. The page keeps its
 * place among the others. `share` is the share of the question's key terms a candidate holds
 * (grounding's coverage).
 */
export function sectionsBeforeTheirIntroduction(
  candidates: readonly { hit: WeightedHit; share: number }[],
): WeightedHit[] {
  const best = new Map<string, { hit: WeightedHit; share: number }>();
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
    scores.set(hit.id, hit.score * 0.99);
  }
  return candidates
    .map(({ hit }) => ({ ...hit, score: scores.get(hit.id) ?? hit.score }))
    .sort((a, b) => b.score - a.score);
}
