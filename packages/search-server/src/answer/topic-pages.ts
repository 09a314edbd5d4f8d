import { pageOfHit } from './page-preference.js';
import type { AnswerQuery } from './conversation.js';
import type { WeightedHit } from '../retrieval/weighted-search.js';

/**
 * A section on a page that has nothing of the conversation's topic still counts this share of its
 * score; one on the page that matches the topic best counts 1 + this. (0.1 to 1 found the same
 * sections on both development sets: what matters is that the topic's page leads.)
 */
const OFF_TOPIC_SHARE = 0.5;

/**
 * A follow-up's "it" is the topic of the questions before it, which a page covers as a whole:
 * "and when I no longer need it, how do I get rid of it?" after a question on creating a
 * FabricNetworkConfig asks for the deletion on the network config's page, not for whichever page
 * deletes something with the most words in common. The borrowed words weigh in each section's own
 * score too, but there they favour the sections that repeat the topic (an introduction) over the
 * one that answers; here they say which pages are on the topic, and each section counts by how
 * well its page does: its page's best score for the borrowed words alone (`topic`, a search of
 * them), as a share of the best page's. The hits come back rescored in their order: the caller
 * ranks them.
 */
export function onTheTopicsPages(
  hits: readonly WeightedHit[],
  topic: readonly WeightedHit[],
): WeightedHit[] {
  const pageScores = new Map<string, number>();
  let best = 0;
  for (const hit of topic) {
    const page = pageOfHit(hit);
    const score = Math.max(hit.score, pageScores.get(page) ?? 0);
    pageScores.set(page, score);
    best = Math.max(best, score);
  }
  if (best === 0) return [...hits];
  return hits.map((hit) => {
    const page = pageOfHit(hit);
    const share = (pageScores.get(page) ?? 0) / best;
    return { ...hit, score: hit.score * (OFF_TOPIC_SHARE + share) };
  });
}

/** Whether a question's ranking goes by the conversation's topic: a follow-up that borrows words. */
export const followsTheTopic = (query: AnswerQuery): boolean =>
  query.followUp && query.context.size > 0;
