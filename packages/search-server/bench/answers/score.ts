import type { Interaction } from '@hlf-docs/search-client';
import type { AnsweredQuestion, Question } from './question-set.js';

/** What a reader of the answer panel would notice about one answer. */
export interface ScoredAnswer {
  id: string;
  kind: Question['kind'];
  /** The path of the first source, or null when the answer has none. */
  firstSource: string | null;
  declined: boolean;
  /** Answerable questions: the first source is on an expected page, in an expected section. */
  firstOnPage?: boolean;
  firstOnSection?: boolean;
  /** Answerable questions: the answer text links to (quotes) an expected section. */
  quotesExpected?: boolean;
  /** Unanswered questions: the answer offers one of the nearest pages (in its sources or text). */
  offersNearest?: boolean;
}

const pageOf = (path: string) => path.split('#')[0] ?? path;

function sourcePaths(interaction: Interaction): string[] {
  return (interaction.sources ?? [])
    .map((hit) => hit.document.path)
    .filter((path): path is string => typeof path === 'string');
}

/** The Markdown link targets of the answer text: the sections it quotes or lists. */
function linkedPaths(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '');
}

function scoreAnswered(question: AnsweredQuestion, interaction: Interaction): ScoredAnswer {
  const first = sourcePaths(interaction)[0] ?? null;
  const expectedPages = new Set(question.expected.map(pageOf));
  const declined = interaction.declined;
  return {
    id: question.id,
    kind: question.kind,
    firstSource: first,
    declined,
    firstOnPage: first !== null && !declined && expectedPages.has(pageOf(first)),
    firstOnSection: first !== null && !declined && question.expected.includes(first),
    quotesExpected:
      !declined &&
      linkedPaths(interaction.response).some((path) => question.expected.includes(path)),
  };
}

export function scoreAnswer(question: Question, interaction: Interaction): ScoredAnswer {
  if (question.kind !== 'unanswered') return scoreAnswered(question, interaction);
  const nearest = new Set(question.nearest.map(pageOf));
  const offered = [...sourcePaths(interaction), ...linkedPaths(interaction.response)].map(pageOf);
  return {
    id: question.id,
    kind: question.kind,
    firstSource: sourcePaths(interaction)[0] ?? null,
    declined: interaction.declined,
    offersNearest: offered.some((page) => nearest.has(page)),
  };
}
