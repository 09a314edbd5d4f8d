import path from 'node:path';
import { z } from 'zod';
import { AppendLog, readLog } from './append-log.js';

export const QUESTIONS_LOG = 'questions.jsonl';

/** The most distinct questions kept; beyond it, the least asked are forgotten at compaction. */
export const MAX_QUESTIONS = 5000;
/** Questions and examples are cut to this length. */
const MAX_QUESTION_CHARS = 300;

/**
 * One line of the questions log: how often a (normalised) question was asked and declined since
 * the line before for the same question (an answer appends `asked: 1`); the lines of a question
 * add up. A compaction writes one line per question with its totals.
 */
export const questionCountSchema = z.object({
  question: z.string().max(MAX_QUESTION_CHARS),
  /** The question as a reader last wrote it. */
  example: z.string().max(MAX_QUESTION_CHARS),
  asked: z.number().int().min(1),
  declined: z.number().int().min(0),
  /** The page of the first source the last time: the nearest page when declined. */
  closest: z.string().nullable(),
  last_asked_at: z.string(),
});
export type QuestionCount = z.infer<typeof questionCountSchema>;

/** What an answer tells the tally: the question, whether it was declined, its first source. */
export interface AskedQuestion {
  question: string;
  declined: boolean;
  closest: string | null;
}

/**
 * The key of a question: lower case, spaces collapsed, without the punctuation around it, so
 * "How do I renew certificates?" and "how do i renew  certificates" count as one.
 */
export function normaliseQuestion(question: string): string {
  return question
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^[\s"'`“”‘’([{]+|[\s"'`“”‘’)\]}.?!,;:]+$/gu, '')
    .slice(0, MAX_QUESTION_CHARS);
}

/** Add the lines of the log (or of a compaction) into totals per question. */
export function addUp(lines: readonly QuestionCount[]): Map<string, QuestionCount> {
  const totals = new Map<string, QuestionCount>();
  for (const line of lines) {
    const total = totals.get(line.question);
    totals.set(
      line.question,
      total
        ? {
            ...line,
            asked: total.asked + line.asked,
            declined: total.declined + line.declined,
          }
        : { ...line },
    );
  }
  return totals;
}

/** The questions kept at a compaction: the most asked (the latest first among equals). */
function kept(totals: Map<string, QuestionCount>, most: number): QuestionCount[] {
  return [...totals.values()]
    .sort((a, b) => b.asked - a.asked || b.last_asked_at.localeCompare(a.last_asked_at))
    .slice(0, most);
}

/**
 * The questions a collection was asked, counted per normalised question: an append-only log
 * (each line fsynced), replayed on open, compacted atomically into one line per question when it
 * has grown to twice the questions it holds, so that it stays bounded by MAX_QUESTIONS however
 * many answers are given. Not every request: only counts, the last wording and the last nearest
 * page, which is what the maintainers' report needs.
 */
export class QuestionTally {
  private constructor(
    private readonly log: AppendLog<QuestionCount>,
    private totals: Map<string, QuestionCount>,
    private lines: number,
    private readonly maxQuestions: number,
  ) {}

  static async open(
    dir: string,
    maxQuestions = MAX_QUESTIONS,
  ): Promise<{ tally: QuestionTally; droppedLines: number }> {
    const { log, replay } = await AppendLog.open(
      path.join(dir, QUESTIONS_LOG),
      questionCountSchema,
    );
    const tally = new QuestionTally(
      log,
      addUp(replay.records),
      replay.records.length,
      maxQuestions,
    );
    await tally.compactIfGrown();
    return { tally, droppedLines: replay.droppedLines };
  }

  /** The number of lines of the log (for tests of its bound). */
  get lineCount(): number {
    return this.lines;
  }

  /** Read the totals of a collection directory without opening its log for writing. */
  static async read(dir: string): Promise<QuestionCount[]> {
    return [...addUp(await readLog(path.join(dir, QUESTIONS_LOG), questionCountSchema)).values()];
  }

  get questions(): QuestionCount[] {
    return [...this.totals.values()];
  }

  /** Count one answer. Resolves once the line is on disk. */
  async record(asked: AskedQuestion, at = new Date()): Promise<void> {
    const question = normaliseQuestion(asked.question);
    if (question === '') return;
    const line: QuestionCount = {
      question,
      example: asked.question.trim().replace(/\s+/g, ' ').slice(0, MAX_QUESTION_CHARS),
      asked: 1,
      declined: asked.declined ? 1 : 0,
      closest: asked.closest,
      last_asked_at: at.toISOString(),
    };
    await this.log.append(line);
    this.lines += 1;
    const total = this.totals.get(question);
    this.totals.set(
      question,
      total ? { ...line, asked: total.asked + 1, declined: total.declined + line.declined } : line,
    );
    await this.compactIfGrown();
  }

  async close(): Promise<void> {
    await this.log.close();
  }

  /**
   * Rewrite the log as one line per question (keeping the `maxQuestions` most asked) once it
   * holds twice as many lines as questions, or half again as many questions as it keeps.
   */
  private async compactIfGrown(): Promise<void> {
    const questions = Math.min(this.totals.size, this.maxQuestions);
    const grown = this.lines >= 2 * Math.max(questions, this.maxQuestions / 10);
    if (!grown && this.totals.size <= this.maxQuestions * 1.5) return;
    const totals = kept(this.totals, this.maxQuestions);
    await this.log.rewrite(totals);
    this.totals = addUp(totals);
    this.lines = totals.length;
  }
}
