import type { WeightedHit } from '../retrieval/weighted-search.js';
import { aboutOtherComponents, componentsNamed } from './component-match.js';
import { definitionSubject, textDefines } from './definition.js';
import { documentBody, documentTitle, pageTitle } from './document-text.js';
import {
  isIntroduction,
  justBelow,
  pageOfHit,
  preferenceOf,
  preferPages,
} from './page-preference.js';
import type { PagePreference } from './page-preference.js';
import {
  headingSaysQuestion,
  headingShareOfQuestion,
  headingWeightOf,
  titleShareInQuestion,
} from './heading-match.js';
import { asksWhetherOrWhy, isDefinitionQuestion, namesSymptom } from './question-kind.js';
import { stem, stems } from '../text/tokens.js';

/**
 * A question about a release: a version number, or words of what a release brings. Those are
 * what the blog's release posts are for; any other question is for the docs pages.
 */
const RELEASE_QUESTION =
  /\bv?\d+\.\d+(\.\d+)?\b|\b(releases?|released|changed|changes|changelog|new in|what's new|when did|introduced|since version)\b/i;

export const isReleaseQuestion = (query: string): boolean => RELEASE_QUESTION.test(query);

/** A blog post's section counts this much when the question is not about a release... */
const BLOG_FACTOR = 0.5;
/** ...and this much when it is. */
const RELEASE_BLOG_FACTOR = 1.25;

/**
 * A page's introduction counts this much when the question asks what something is (not a page's
 * that walks through a task: presentsATask).
 */
const DEFINITION_INTRODUCTION_FACTOR = 1.5;
/**
 * A section that says what the subject of a "what is" question is (a sentence "X is a ...", a table
 * row naming X) counts this much: the sections that mention X most are about something done to it.
 */
const DEFINES_SUBJECT_FACTOR = 4;
/**
 * A section whose heading names a symptom counts this much when the question describes one.
 * (Demoting them for a how-to question lost more answers than it won on the development set.)
 */
const SYMPTOM_HEADING_FACTOR = 1.3;
/**
 * A section that only points to other pages ("Related pages", "Where to go next") counts this
 * much: it names their topics in a line each, so it shares a question's words without answering
 * it. 0.5 found two more right pages and one more right section on the development sets and lost
 * none; 0.3 and 0.7 the same.
 */
const NAVIGATION_FACTOR = 0.5;
const NAVIGATION_HEADING = /^(related pages|see also|next steps|where to go next)$/i;

/**
 * A section whose heading says exactly what the question asks counts this much (neutral on both
 * development sets, where such questions are rare; the panel's own example is one).
 */
const EXACT_HEADING_FACTOR = 1.5;
/**
 * A step of a task ("Step 3: Revoke the certificate") counts this much when the question asks
 * whether or why something is so: the step does the thing, a section beside it explains it
 * (0.75 found 3 more right sections on the development sets and lost none; 0.6 one fewer).
 */
const STEP_FOR_EXPLANATION_FACTOR = 0.75;
const STEP_HEADING = /^step\s+\d+/i;
/**
 * A section of a page whose title the question says in full ("Installing chaincode" for "How do I
 * install chaincode on my peer?") counts this much: the page is about what is asked, where another
 * page's section may only share the words (installing chaincode from a source folder with the
 * deprecated builder). 1.3 found 3 more right sections on the development sets and lost 1 (and 2
 * more right pages); 1.2 and 1.4 found 2 and lost 1.
 */
const TITLE_IN_QUESTION_FACTOR = 1.3;
/**
 * A page whose title the question names in part (two of its words or more) counts this much more
 * times the share of the title named, at most as much as a title named in full: "do I need the
 * kubernetes chaincode builder?" is about the page "Kubernetes chaincode builder (deprecated)", not
 * the architecture page's section "The Kubernetes builder in detail". 0.4 found 4 more right pages
 * or sections on the development sets and lost 1; 0.2 found 2 and lost 1; 0.6 lost 3 of the second
 * set; counting one word named lost 6.
 */
const TITLE_NAMED_WEIGHT = 0.4;

/** How much naming its page's title, in full or in part, makes a section count. */
function titleFactor(title: string, own: readonly string[]): number {
  const share = titleShareInQuestion(title, own);
  if (share === 1) return TITLE_IN_QUESTION_FACTOR;
  return Math.min(TITLE_IN_QUESTION_FACTOR, 1 + TITLE_NAMED_WEIGHT * share);
}

/**
 * A section about other components than those the question names (a peer's scaling for a
 * chaincode's) counts this much; unless it is on the page the reader or the conversation is on,
 * which is what the question is about ("What does it do with a peer?" on the page about
 * installing chaincode).
 */
const OTHER_COMPONENT_FACTOR = 0.7;

const isBlog = (hit: WeightedHit) => hit.document.category === 'blog';
/** A section's own heading: the site's entries keep it in `title` (`section` is the page's). */
const headingOf = (hit: WeightedHit) =>
  typeof hit.document.title === 'string' ? hit.document.title : '';

/**
 * A page's introduction presents the page: its heading is the page title, which the section
 * entries carry too, so it matches whatever the page is about. When a section of the same page
 * holds as many of the question's terms, that section answers, and the introduction goes below it;
 * unless the page's title says what the question asks: then the whole page is the answer.
 */
function introductionsBelowTheirSections<T extends WeightedHit & { exactHeading: boolean }>(
  hits: readonly T[],
  release: boolean,
): T[] {
  const bestSection = new Map<string, T>();
  for (const hit of hits) {
    if (isIntroduction(hit)) continue;
    const page = pageOfHit(hit);
    const best = bestSection.get(page);
    if (!best || hit.score > best.score) bestSection.set(page, hit);
  }
  return hits.map((hit) => {
    // A release post's opening says which release brought what: the answer to "when did ...".
    if (!isIntroduction(hit) || hit.exactHeading || (release && isBlog(hit))) return hit;
    const section = bestSection.get(pageOfHit(hit));
    if (!section || section.terms.length < hit.terms.length || section.score >= hit.score) {
      return hit;
    }
    return { ...hit, score: justBelow(section.score) };
  });
}

/**
 * A follow-up says little of its own ("What about the CouchDB ones?") and borrows the rest from the
 * conversation, whose words every section of the page it is on holds: its own words in a heading
 * say which of those sections it asks for. The section counts up to this much more, by the share
 * of the follow-up's own words its heading holds (1 or 2 found two more right sections of the 35
 * follow-ups of the development sets, 0.25 or 3 fewer).
 */
const FOLLOW_UP_HEADING_WEIGHT = 1;
/**
 * The words a follow-up borrows count in the heading too, at half their (lower) weight, as a share
 * of its own words: "ok, how do I install it?" after "What does the HLF operator do?" asks for
 * "Install the operator", not for "Install the kubectl plugin", which holds only "install". 0.5
 * found one more right page and two more right sections on the development sets and lost none; 1
 * lost a section, 2 lost three.
 */
const BORROWED_HEADING_WEIGHT = 0.5;

/** What the ranking reads of a question. */
export interface RankedQuestion {
  text: string;
  /** Its own terms. */
  own: readonly string[];
  followUp?: boolean;
  /** The terms it borrows from the conversation, each with its weight (conversation.ts). */
  context?: ReadonlyMap<string, number>;
}

function followUpHeadingFactor(hit: WeightedHit, question: RankedQuestion): number {
  if (!question.followUp) return 1;
  const heading = headingOf(hit);
  const borrowed = question.context ? headingWeightOf(heading, question.context) : 0;
  return (
    1 +
    FOLLOW_UP_HEADING_WEIGHT * headingShareOfQuestion(heading, question.own) +
    (BORROWED_HEADING_WEIGHT * borrowed) / Math.max(1, question.own.length)
  );
}

/**
 * A page that walks through a task says so in its title's first word ("Deploying the Operator UI",
 * "Adding peers"); its introduction presents the task, not the thing a "what is" question asks
 * about, which the concept's own page presents ("Operator UI and API"); unless the question names
 * the task, in any form and however long it is ("What is installing chaincode?"). "Getting
 * started" pages present their subject first.
 */
const TASK_TITLE = /^(?!getting\b)\w+ing\b/i;
function presentsATask(hit: WeightedHit, asked: ReadonlySet<string>): boolean {
  const task = TASK_TITLE.exec(headingOf(hit))?.[0];
  return task !== undefined && !asked.has(stem(task.toLowerCase()));
}

/** How much the kind of question (what is, what went wrong, how to) favours a section. */
function kindFactor(
  hit: WeightedHit,
  definition: { subject: readonly string[] | undefined; asked: ReadonlySet<string> } | undefined,
  symptom: boolean,
): number {
  if (definition) {
    const { subject, asked } = definition;
    const defines = subject !== undefined && textDefines(documentBody(hit.document), subject);
    return (
      (isIntroduction(hit) && !presentsATask(hit, asked) ? DEFINITION_INTRODUCTION_FACTOR : 1) *
      (defines ? DEFINES_SUBJECT_FACTOR : 1)
    );
  }
  if (isIntroduction(hit) || !namesSymptom(headingOf(hit))) return 1;
  return symptom ? SYMPTOM_HEADING_FACTOR : 1;
}

/**
 * The answers' order of the sections found: the pages the reader is on or the conversation was
 * about first (a boost), a section whose heading is the question's words next (a boost), for a
 * follow-up a section whose heading holds its own words (a boost), docs
 * pages above blog posts unless the question is about a release;
 * introductions below the sections of their page that answer, unless the question asks what
 * something is (then introductions first, except those of pages that walk through a task);
 * troubleshooting sections first for a symptom; a section that only points to other pages lower.
 */
export function rankSources(
  hits: readonly WeightedHit[],
  question: RankedQuestion,
  pages: PagePreference,
): WeightedHit[] {
  const release = isReleaseQuestion(question.text);
  const blogFactor = release ? RELEASE_BLOG_FACTOR : BLOG_FACTOR;
  // A question of what something is, with what it asks about when its words are few enough to say.
  const definition = isDefinitionQuestion(question.text)
    ? { subject: definitionSubject(question.text), asked: stems(question.text) }
    : undefined;
  const symptom = namesSymptom(question.text);
  const components = componentsNamed(question.text);
  const explanation = asksWhetherOrWhy(question.text);
  const weighed = preferPages(hits, pages).map((hit) => {
    const exactHeading = headingSaysQuestion(headingOf(hit), question.own);
    const score =
      hit.score *
      (isBlog(hit) ? blogFactor : 1) *
      kindFactor(hit, definition, symptom) *
      (exactHeading ? EXACT_HEADING_FACTOR : 1) *
      (explanation && STEP_HEADING.test(headingOf(hit)) ? STEP_FOR_EXPLANATION_FACTOR : 1) *
      titleFactor(pageTitle(hit.document), question.own) *
      (NAVIGATION_HEADING.test(headingOf(hit)) ? NAVIGATION_FACTOR : 1) *
      followUpHeadingFactor(hit, question) *
      // The section's heading and its page's title (documentTitle) say what it is about.
      (preferenceOf(hit, pages) <= 1 &&
      aboutOtherComponents(components, documentTitle(hit.document))
        ? OTHER_COMPONENT_FACTOR
        : 1);
    return { ...hit, score, exactHeading };
  });
  const ordered = definition ? weighed : introductionsBelowTheirSections(weighed, release);
  return ordered.map(({ exactHeading: _, ...hit }) => hit).sort((a, b) => b.score - a.score);
}
