/** Word handling shared by the answerer, the selectors and the NLP parser. */

export const STOPWORDS = new Set(
  `a about above after again against all am an and any are as at be because been before being below
between both but by can could did do does doing down during each few for from further had has have
having he her here hers herself him himself his how i if in into is it its itself just let me more most
my myself no nor not now of off on once only or other our ours ourselves out over own same she should
so some such than that the their theirs them themselves then there these they this those through to too
under until up very was we were what when where which while who whom why will with would you your yours
yourself yourselves please tell show explain want need know way ways get got use using used also like
thing things something anything someone does doesn't don't isn't can't cannot i'm it's what's how's
doc docs documentation page pages`
    .split(/\s+/)
    .filter(Boolean),
);

/** Lower-case words of letters and digits (hyphenated words split). */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu) ?? [];
}

/** A light English stemmer: enough for "certificates" to meet "certificate" and "renewing" "renew". */
export function stem(word: string): string {
  if (word.length <= 4) return word;
  for (const suffix of ['ations', 'ation', 'ings', 'ing', 'ies', 'ed', 'es', 's']) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) {
      const base = word.slice(0, -suffix.length);
      return suffix === 'ies' ? `${base}y` : base;
    }
  }
  return word;
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
