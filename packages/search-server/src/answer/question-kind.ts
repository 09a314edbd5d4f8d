/**
 * What kind of answer a question wants, from how it is asked. Readers ask three ways that the
 * site's sections serve differently: what something is (a page's introduction presents it), what
 * went wrong (the troubleshooting sections name the symptom in their heading), and how to do
 * something (any section).
 */

/**
 * "What is X?", "What are X?", "What does X do?", "Explain X": the reader wants X presented, which
 * is the job of the introduction of X's page, not of one of its steps. Only short questions: a
 * long "what is the value of ... when ..." asks for a detail.
 */
const DEFINITION =
  /^\s*(what\s+(is|are)\s+(an?\s+|the\s+)?\S+(\s+\S+){0,3}\s*\??\s*$|what(['’]s|\s+does|\s+do)\s+(an?\s+|the\s+)?\S+(\s+\S+){0,4}\s+(do|for)\s*\??\s*$|explain\b|tell me about\b|what\s+(is|are)\s+\S+(\s+\S+){0,3}\s+(for|about)\s*\??\s*$)/i;

/**
 * "What's a package ID?", as a newcomer writes "what is": with "a" or "an", or a name (a capital),
 * since "what's" also opens chat that asks no definition ("what's wrong with my peer?", "what's
 * next?", "whats the default port"). Case-sensitive for the capital.
 */
const CONTRACTED_DEFINITION =
  /^\s*[Ww]hat(['’]s|s)\s+([Aa]n?\s+\S+|([Tt]he\s+)?[A-Z]\S*)(\s+\S+){0,3}\s*\??\s*$/;

export const isDefinitionQuestion = (question: string): boolean =>
  DEFINITION.test(question) || CONTRACTED_DEFINITION.test(question);

/** Words of something gone wrong: the reader describes a symptom rather than a goal. */
const SYMPTOM =
  /\b(fails?|failed|failing|failure|errors?|stuck|stopped|stops|hangs?|crash\w*|cannot|can't|can ?not|doesn't|does not|don't|won't|isn't|aren't|not (working|found|ready|running|starting|reachable)|lost|missing|broken|refused|tim(e|es|ed|ing)? ?outs?|pending|exists? not|does not exist|denied|unauthori[sz]ed|forbidden|still (not|no|isn't|doesn't|hasn't|has not|won't|can|works)|can still|no longer|any ?more|nothing (happens|happened|changes|changed)|never|hung|bounces?)\b/i;

/**
 * Whether a text describes a symptom: a question ("the orderers stopped cutting blocks") or a
 * troubleshooting heading ("Invoke fails although everything is running"), with the same words.
 */
export const namesSymptom = (text: string): boolean => SYMPTOM.test(text);

/**
 * The question a text asks: its last sentence or clause, since readers tell what happened first
 * ("I revoked user1 ... The user can still query; don't the peers check with the CA?", "Once it
 * is revoked, do the peers find out?"), without the word that joins it ("..., or is there another
 * step?").
 */
function questionProper(text: string): string {
  const parts = text
    .split(/[.;!?]\s+|[;:,]\s*|\?\s*$/)
    .map((part) => part.trim().replace(/^(and|but|or|so|then)\s+/i, ''))
    .filter((part) => part.length > 0);
  return parts[parts.length - 1] ?? text;
}

/**
 * "Why ...?", "Can I ...?", "Does it ...?", "Do I have to ...?": the reader asks whether or why
 * something is so, which the sections that explain say ("What happens to the state", "How
 * revocation reaches the network"), not the steps of a task that only do it.
 */
const EXPLANATION =
  /^(why|how come|can|could|does|do|did|is|are|was|were|will|would|should|must|has|have|don't|doesn't|didn't|isn't|aren't|won't|can't|shouldn't)\b/i;

export const asksWhetherOrWhy = (question: string): boolean =>
  EXPLANATION.test(questionProper(question));

/**
 * The sentences of a text that ask (those that end in a question mark), or the whole text when
 * none does ("krew says plugin hlf does not exist"). A reader's story comes before them.
 */
export function askingSentences(text: string): string {
  const sentences = text.split(/(?<=[.!?])\s+/);
  const asking = sentences.filter((sentence) => sentence.trimEnd().endsWith('?'));
  return asking.length > 0 ? asking.join(' ') : text;
}
