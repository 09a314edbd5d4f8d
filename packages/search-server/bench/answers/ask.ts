import type { CollectionManager, Interaction } from '@hlf-docs/search-client';
import type { Question } from './question-set.js';

/**
 * Ask a question of the set as a reader would in the answer panel: a follow-up's earlier
 * questions are asked first in the same session, so the service gets them and the answers it gave
 * as the conversation's history. Resolves with the interaction of the question itself.
 */
export async function askQuestion(
  reader: CollectionManager,
  question: Question,
): Promise<Interaction> {
  const session = reader.createAnswerSession();
  for (const earlier of question.kind === 'follow-up' ? question.history : []) {
    await session.answer({ query: earlier });
  }
  await session.answer({ query: question.question });
  const interaction = session.state.at(-1);
  if (!interaction) throw new Error(`No interaction for ${question.id}`);
  return interaction;
}

/** Milliseconds from asking to the first words of the answer, and to its end. */
export interface AnswerTiming {
  firstWordsMs: number;
  lastWordsMs: number;
}

export async function timeAnswer(reader: CollectionManager, query: string): Promise<AnswerTiming> {
  const session = reader.createAnswerSession();
  const start = performance.now();
  let firstWordsMs: number | undefined;
  for await (const text of session.answerStream({ query })) {
    if (firstWordsMs === undefined && text.trim() !== '') firstWordsMs = performance.now() - start;
  }
  const lastWordsMs = performance.now() - start;
  return { firstWordsMs: firstWordsMs ?? lastWordsMs, lastWordsMs };
}
