import { readFileSync } from 'node:fs';
import wordListPath from 'word-list';

/**
 * Whether a word is an English word (the `word-list` package: 274,000 lower-case words, one a
 * line). A word that no page holds and no dictionary has is a name ("velero", "argocd"), however
 * the reader writes it; a word the dictionary has ("nightly") is only a word the docs do not use.
 *
 * The list is read on the first question that needs it and kept as one string (2.8 MB): a
 * question has at most a few such words, and a Set of 274,000 strings would hold five times the
 * memory in every search thread.
 */
let lines: string | undefined;

export function isEnglishWord(word: string): boolean {
  lines ??= `\n${readFileSync(wordListPath, 'utf8')}\n`;
  return lines.includes(`\n${word.toLowerCase()}\n`);
}
