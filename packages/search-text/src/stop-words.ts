// Words too common in English prose to tell two sections apart. They stay in titles and snippets
// for reading, but are neither stored as terms nor searched for. The list was tuned on the site's
// query set (website/bench/search/queries.json): a longer one (pronouns, "between", "during")
// measured no better.
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about after all also an and any are as at be because been before being both but by can ' +
    'could did do does doing done each either else for from had has have having here how if in ' +
    'into is it its itself just may might more most much must no nor not now of off on once only ' +
    'or other our out over own same shall should so some such than that the their them then there ' +
    'these they this those through to too under until up upon very was we were what when where ' +
    'whether which while who whom whose why will with within without would yet you your'
  ).split(' '),
);
