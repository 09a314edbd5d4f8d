// The one definition of a search term, shared by the index plugin (which stores each section's
// terms) and the search box (which indexes and queries them): both sides must cut and normalise
// text identically, or a stored term could never match a typed one.

/** Runs of letters and digits: `--statedb` → `statedb`, `kubectl-hlf` → `kubectl`, `hlf`. */
const WORD = /[\p{L}\p{N}]+/gu;

// Words too common in English prose to tell two sections apart. They stay in titles and snippets
// for reading, but are neither stored as terms nor searched for.
const STOP_WORDS = new Set(
  (
    'a about after all also an and any are as at be because been before being both but by can ' +
    'could did do does doing done each either else for from had has have having here how if in ' +
    'into is it its itself just may might more most much must no nor not now of off on once only ' +
    'or other our out over own same shall should so some such than that the their them then there ' +
    'these they this those through to too under until up upon very was we were what when where ' +
    'whether which while who whom whose why will with within without would yet you your'
  ).split(' '),
);

/** Splits text into raw words, before normalisation. */
export function tokenize(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** A word as it is stored and searched: lower case; `null` for stop words and single letters. */
export function normalizeTerm(word: string): string | null {
  const term = word.toLowerCase();
  if (term.length < 2 || STOP_WORDS.has(term)) return null;
  return term;
}

/** The distinct terms of a text, in order of first appearance. */
export function distinctTerms(text: string): string[] {
  const terms = new Set<string>();
  for (const word of tokenize(text)) {
    const term = normalizeTerm(word);
    if (term) terms.add(term);
  }
  return [...terms];
}
