import { createRequire } from 'node:module';

/**
 * WordNet's list of irregular verb forms and their base ("hung" -> "hang", "ran" -> "run",
 * "broke" -> "break"), as the `wink-lexicon` package ships it: a reader writes "every invoke hung"
 * where the docs say "hangs", and a suffix stemmer cannot see that they are one word. Only this
 * file of the lexicon is loaded (100 kB; the whole lexicon is 13 MB, once per search thread).
 */
const VERB_EXCEPTIONS = createRequire(import.meta.url)(
  'wink-lexicon/src/wn-verb-exceptions.js',
) as Readonly<Record<string, string>>;

/** The base of an irregular verb form, or undefined for any other word. */
export const irregularVerbBase = (word: string): string | undefined =>
  Object.hasOwn(VERB_EXCEPTIONS, word) ? VERB_EXCEPTIONS[word] : undefined;
