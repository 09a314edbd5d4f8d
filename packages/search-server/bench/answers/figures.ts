import type { ScoredAnswer } from './score.js';
import type { AnswerTiming } from './ask.js';

/** A share with what it counts: `{share: 0.9, of: 81}`. */
export interface Share {
  share: number;
  count: number;
  of: number;
}

export interface AnswerFigures {
  answerable: {
    plain: { firstOnPage: Share; firstOnSection: Share };
    followUp: { firstOnPage: Share; firstOnSection: Share };
    all: { firstOnPage: Share; firstOnSection: Share; quotesExpected: Share; declined: Share };
  };
  unanswered: { declinedWithNearest: Share; declined: Share; offersNearest: Share };
  timing: { runs: number; firstWordsMsMedian: number; lastWordsMsMedian: number };
}

function share(items: readonly ScoredAnswer[], test: (item: ScoredAnswer) => boolean): Share {
  const count = items.filter(test).length;
  return {
    share: items.length === 0 ? 0 : Math.round((count / items.length) * 1000) / 1000,
    count,
    of: items.length,
  };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(value * 10) / 10;
}

export function answerFigures(
  scored: readonly ScoredAnswer[],
  timings: readonly AnswerTiming[],
): AnswerFigures {
  const plain = scored.filter((item) => item.kind === 'plain');
  const followUp = scored.filter((item) => item.kind === 'follow-up');
  const answerable = [...plain, ...followUp];
  const unanswered = scored.filter((item) => item.kind === 'unanswered');
  const onPage = (item: ScoredAnswer) => item.firstOnPage === true;
  const onSection = (item: ScoredAnswer) => item.firstOnSection === true;
  return {
    answerable: {
      plain: { firstOnPage: share(plain, onPage), firstOnSection: share(plain, onSection) },
      followUp: {
        firstOnPage: share(followUp, onPage),
        firstOnSection: share(followUp, onSection),
      },
      all: {
        firstOnPage: share(answerable, onPage),
        firstOnSection: share(answerable, onSection),
        quotesExpected: share(answerable, (item) => item.quotesExpected === true),
        declined: share(answerable, (item) => item.declined),
      },
    },
    unanswered: {
      declinedWithNearest: share(
        unanswered,
        (item) => item.declined && item.offersNearest === true,
      ),
      declined: share(unanswered, (item) => item.declined),
      offersNearest: share(unanswered, (item) => item.offersNearest === true),
    },
    timing: {
      runs: timings.length,
      firstWordsMsMedian: median(timings.map((timing) => timing.firstWordsMs)),
      lastWordsMsMedian: median(timings.map((timing) => timing.lastWordsMs)),
    },
  };
}

/** A miss: an answerable question whose first source is not an expected section, or an
 * unanswered one that was not declined with a nearest page. */
export function isMiss(item: ScoredAnswer): boolean {
  if (item.kind === 'unanswered') return !(item.declined && item.offersNearest);
  return item.firstOnSection !== true;
}
