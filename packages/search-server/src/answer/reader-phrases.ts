/**
 * Readers and the docs name some actions differently: a reader wants to "get rid of" what the
 * docs "delete", to "switch it on" what they "enable", and asks "what if it breaks?" where the
 * docs say how to "roll back". Each rule puts the docs' words beside the reader's, so that the
 * search and the grounding find the section that uses them. The reader's words stay in the search,
 * and count as words a section should hold, unless the rule marks them as an idiom (`idiom`: the
 * part of the phrase the docs never say, or `true` for all of it). Phrases, or single words with
 * one meaning only (a shortening such as "certs", "disk", "GUI").
 */
const READER_PHRASES: readonly { phrase: RegExp; docs: string; idiom?: RegExp | true }[] = [
  {
    phrase: /\b(get rid of|remove|uninstall|tear down|clean up)\b/i,
    docs: 'delete',
    idiom: /\b(get rid of|tear down)\b/i,
  },
  { phrase: /\b(switch|turn)\s+(\w+\s+){0,2}on\b|\bactivate\b/i, docs: 'enable' },
  { phrase: /\b(switch|turn)\s+(\w+\s+){0,2}off\b|\bdeactivate\b/i, docs: 'disable' },
  { phrase: /\bdisable\b/i, docs: 'turn off' },
  {
    phrase: /\b(breaks?|broke|goes wrong|went wrong|misbehaves?|go back)\b/i,
    docs: 'roll back',
  },
  // Doing many things with one command: the docs call it bulk, or say "all".
  { phrase: /\b(in one go|at once|in a batch|in one command|one by one)\b/i, docs: 'bulk all' },
  // "Make sure only the peer can reach it" is what the docs call restricting access.
  {
    phrase:
      /\bonly\b(\s+\S+){0,5}\s+(can|could|may|should|is able to)\s+(reach|access|connect|talk)/i,
    docs: 'restrict access',
  },
  // Traffic that is encrypted is what the docs call TLS.
  {
    phrase: /\b(encrypt|encrypted|encrypts|encryption|encrypting)\b/i,
    docs: 'tls',
    idiom: true,
  },
  // "Which version do I have?" asks for the version installed.
  {
    phrase:
      /\b(which|what) version\b(\s+\S+){0,4}\s+(i|we)\s+(\S+\s+)?(have|run|running|use|using)\b/i,
    docs: 'installed version',
  },
  // The console's pages say "log in" and "login" where a reader signs in ("sign-on" too, never
  // "signs on": a Fabric identity signs). "login" is the docs' word, and stems apart from "logs".
  { phrase: /\bsign(ed|ing)?[\s-]*(in|into)\b|\bsign-on\b/i, docs: 'login' },
  // A shortening has one meaning ("cert-manager" is another word).
  { phrase: /\bcerts?\b(?!-)/i, docs: 'certificates' },
  // The docs say "memory" of a container, never "RAM" (which then weighed as a word no page holds).
  { phrase: /\bram\b/i, docs: 'memory', idiom: true },
  // A deletion that never ends is a resource that Kubernetes shows in Terminating. The words
  // between "delete" and "hangs" stay within the clause: "I deleted the pod and now invoke hangs"
  // is about the invoke.
  {
    phrase:
      /\b(won't|doesn't|does not|never|can't|cannot|not)\s+(finish|complete)\w*\s+(deleting|being deleted|deletion)\b|\bstuck\s+(deleting|in deletion|being deleted|on delete)\b|\bdelet\w*\b(\s+(?!and\b|now\b|but\b|then\b)[^\s,.;]+){0,3}\s+(hangs?|hanging|never (returns|finishes|ends|completes)|just sits|is stuck)\b|\bwon't\s+(be\s+)?delet/i,
    docs: 'terminating',
  },
  // Staying on a release is what the docs call pinning it: a version number or "the same/old
  // version", not a count ("keep the orderer at 3 replicas").
  {
    phrase:
      /\b(stay|stick|remain|keep)\w*\s+(\w+\s+){0,2}(on|with|at|to)\s+(v\d|\d+\.\d+|(the\s+)?(same|old|older|current)\s+(version|release)|(version|release)\s+v?\d+\.\d+)/i,
    docs: 'pin release',
  },
  // A reader who wants a number of pods running asks for what the docs set as replicas; seeing
  // more pods than expected is no such wish.
  {
    phrase:
      /\b(run|with|scale\s+(\w+\s+)?to|want|need)\s+(\d+|two|three|four|five|ten)\s+(pods|instances)\b/i,
    docs: 'replicas',
  },
  // Getting a CA, a peer or an identity into a console or a wallet is what the docs call adding
  // or importing it.
  {
    phrase:
      /\b(get|bring|put|add)\s+(\S+\s+){1,4}into\s+(the\s+|my\s+|our\s+)?(\S+\s+){0,2}(console|wallet)\b/i,
    docs: 'add import',
  },
  // A reader sees, views or checks the logs that the docs read.
  { phrase: /\b(see|view|look at|show|check|get|find)\s+(\S+\s+){0,3}logs?\b/i, docs: 'read logs' },
  // What happens "on its own" is what the docs call automatic (renewal, refresh).
  {
    phrase: /\b(on (its|their) own|by (itself|themselves))\b/i,
    docs: 'automatic automatically',
    idiom: true,
  },
  // A web page to see the network is what the docs call a UI (their "dashboards" are Grafana's,
  // and a reader's "web app" is their application).
  {
    phrase: /\bgui\b|(?<!\b(this|that|grafana)\s+)\bweb\s+(dashboards?|interface|page|site)\b/i,
    docs: 'ui',
  },
  // Kicking or throwing something out is removing it.
  {
    phrase: /\b(kick|throw)\w*\s+(\S+\s+){0,3}out\b/i,
    docs: 'remove',
    idiom: /\b(kick|throw)\w*/i,
  },
  // To back something up is what the docs mostly write as a backup ("back" alone is also the
  // docs' "roll back"). A node that comes, is, or is brought or scaled back up is running again.
  {
    phrase:
      /(?<!\b(come|comes|came|coming|go|goes|going|went|is|are|was|were|be|been|right)\s+)(?<!\b(bring|brought|scale|scaled|start|started|spin|get|got|put)\w*\s+(\S+\s+){0,2})\bback(s|ed|ing)?\s+((it|them|this|that|everything)\s+)?up\b(?!\s+(and running|again|yet))/i,
    docs: 'backup',
  },
  // Getting off something, or away from it, is migrating away from it in the docs' words.
  {
    phrase: /\b(move|moving|get|getting|come|coming)\s+(off\b(?!-)|away from\b)/i,
    docs: 'migrate',
  },
  // "orgs" is the docs' "organizations", and two or both of them is what the docs call more than one.
  { phrase: /\borgs?\b/i, docs: 'organization' },
  {
    phrase: /\b(two|both|multiple|several)\s+(orgs?|organi[sz]ations?)\b/i,
    docs: 'more than one organization',
  },
  // Getting peers or nodes onto a channel (or "onto it", the channel of the conversation) is
  // joining them to it; onto a node, a laptop or OpenShift is not. Within one clause.
  {
    phrase:
      /\b(get|gets|getting|got|put|puts|putting|bring|brings|bringing|brought)\s+([^\s.,;:!?]+\s+){0,3}(onto|on to)\s+((the|a|that|this|our|my)\s+)?(channels?|it|them)\b/i,
    docs: 'join',
  },
  // Readers give a peer more "disk"; the docs grow its storage.
  { phrase: /\bdisks?\b/i, docs: 'storage' },
  // The docs name one thing two ways, "orderer" and "ordering node" (their headings mostly the
  // second), and the two stem apart: each stands for the other.
  { phrase: /\borderers?\b/i, docs: 'ordering node' },
  { phrase: /\bordering\s+nodes?\b/i, docs: 'orderer' },
];

/**
 * The words of the reader's idioms that the docs never use for the same thing ("rid" of "get rid
 * of"): once the docs' word stands beside them, they say nothing a section must hold.
 */
export function idiomWords(question: string): Set<string> {
  const words = new Set<string>();
  for (const { phrase, idiom } of READER_PHRASES) {
    if (idiom === undefined) continue;
    // Only inside the phrase: "throw" is an idiom in "throw them out", a word of "throw an error".
    const phraseMatch = phrase.exec(question);
    const match = phraseMatch && (idiom === true ? phraseMatch : idiom.exec(phraseMatch[0]));
    if (match) for (const word of match[0].toLowerCase().split(/\s+/)) words.add(word);
  }
  return words;
}

/**
 * An action done again is, in the docs' words, the action with "re" ("install it again":
 * "reinstalling", "package and install again": "repackage"), for the verbs the docs write so. The
 * verb stands up to four words before "again", so that each of a list counts.
 */
const DONE_AGAIN =
  /\b(install|enroll|create|package|build|commit|start)\w*\b(?=(\W+\w+){0,4}\W+again\b)/gi;

/** The question with the docs' words for the reader's phrases appended. */
export function withDocsWords(question: string): string {
  const added = READER_PHRASES.filter(({ phrase }) => phrase.test(question)).map(
    ({ docs }) => docs,
  );
  for (const match of question.matchAll(DONE_AGAIN)) added.push(`re${match[1]!.toLowerCase()}`);
  return added.length === 0 ? question : `${question} ${added.join(' ')}`;
}

/** A reader who wants to undo something, which the docs name by the opposite action. */
const UNDO = /\b(undo|undoing|revert|reverting|reverse|take (it|that|this) back)\b/i;

/**
 * What undoing an action is called in the docs, by the action: what was switched on is switched
 * off, what was added removed, an upgrade rolled back. The first that a text names counts.
 */
const OPPOSITES: readonly { action: RegExp; docs: string }[] = [
  {
    action: /\b(enabl\w*|(switch|turn)\w*\s+(\w+\s+){0,2}on|activat\w*)\b/i,
    docs: 'disable turn off',
  },
  { action: /\b(disabl\w*|(switch|turn)\w*\s+(\w+\s+){0,2}off)\b/i, docs: 'enable' },
  { action: /\b(upgrad\w*|updat\w*|patch\w*|chang\w*|renew\w*)\b/i, docs: 'roll back' },
  { action: /\b(add\w*|creat\w*|install\w*|deploy\w*|join\w*)\b/i, docs: 'remove delete' },
];

/**
 * How a question that undoes something reads in the docs' words: the question with its undo words
 * replaced by the opposite action ("How do I undo the upgrade?" -> "... roll back the upgrade"),
 * or, when it names no action ("How do I undo that?"), the action the reader asked for just before,
 * reversed ("How do I turn on the ServiceMonitor?" -> "disable turn off the ServiceMonitor"). The
 * question as it is when it undoes nothing. Without this, every "undo" was a Helm rollback of the
 * operator, even after a question about turning something on.
 */
export function withUndoneAction(question: string, earlierQuestion: string | undefined): string {
  if (!UNDO.test(question)) return question;
  const asked = question.replace(UNDO, ' ');
  const own = OPPOSITES.find(({ action }) => action.test(asked));
  if (own) return `${asked} ${own.docs}`;
  const earlier = OPPOSITES.find(({ action }) => action.test(earlierQuestion ?? ''));
  if (!earlier || earlierQuestion === undefined) return `${asked} roll back`;
  return `${asked} ${earlier.docs} ${earlierQuestion.replace(earlier.action, ' ')}`;
}
