import type { AnswerRequest } from '@hlf-docs/search-client/protocol';
import type { AskedQuestion } from '../storage/question-tally.js';
import { pageOfHit } from './page-preference.js';
import type { FoundSources } from './sources.js';

/**
 * What the maintainers' report counts of an answer: the question (a follow-up after the question
 * it follows, since "and on k3d?" alone says nothing), whether it was declined, and the page of
 * its first source (the nearest page when declined).
 */
export function askedQuestion(request: AnswerRequest, found: FoundSources): AskedQuestion {
  const previous = [...request.messages].reverse().find((message) => message.role === 'user');
  const first = found.sources[0];
  return {
    question:
      found.query.followUp && previous
        ? `${previous.content.trim()} → ${request.query}`
        : request.query,
    declined: found.declined !== null,
    closest: first ? pageOfHit(first) : null,
  };
}
