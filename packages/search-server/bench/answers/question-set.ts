import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { describeZodError } from '../../src/describe-zod-error.js';

/**
 * A set of questions for the answer assistant (bench/answer-questions.json, the held-out set, or
 * one of the development sets, bench/answer-dev*-questions.json): each with the sections that answer it,
 * site paths with heading anchors, best first; or, for a question no page answers, the pages
 * nearest to it.
 */
const plainSchema = z.object({
  id: z.string(),
  kind: z.literal('plain'),
  question: z.string().min(1),
  expected: z.array(z.string().min(1)).min(1),
});

const followUpSchema = plainSchema.extend({
  kind: z.literal('follow-up'),
  /** The user's earlier questions in the conversation, oldest first. */
  history: z.array(z.string().min(1)).min(1),
});

const unansweredSchema = z.object({
  id: z.string(),
  kind: z.literal('unanswered'),
  question: z.string().min(1),
  expected: z.array(z.string()).max(0),
  nearest: z.array(z.string().min(1)).min(1),
});

const questionSchema = z.discriminatedUnion('kind', [
  plainSchema,
  followUpSchema,
  unansweredSchema,
]);

const questionSetSchema = z.object({ about: z.string(), questions: z.array(questionSchema) });

export type Question = z.infer<typeof questionSchema>;
export type AnsweredQuestion = Exclude<Question, { kind: 'unanswered' }>;

export async function readQuestionSet(file: string): Promise<Question[]> {
  const parsed = questionSetSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) throw new Error(describeZodError(parsed.error, file));
  return parsed.data.questions;
}
