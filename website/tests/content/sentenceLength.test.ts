import { test } from 'node:test';
import assert from 'node:assert/strict';
import { contentPages } from './docsFiles';
import { sectionsFromMarkdown } from '../../plugins/search-index/sectionsFromMarkdown';

// Every fact review added a qualifier or a parenthesis somewhere, and some sentences had grown to 60-90 words that a
// reader loses on the first read. They were split (2026-11-29); this keeps new ones from growing that long again.
// The prose is what the search index reads (code blocks out, one line per paragraph, list item or table row), cut
// into sentences by ICU's rules (`Intl.Segmenter`) rather than by a regular expression of our own. ICU ends no
// sentence before a lower-case start, so a sentence that opens with a command (`kubectl hlf ...`) counts with the one
// before it: when the check names such a pair, open the second with a word ("The `kubectl hlf ...` command").

/** The longest sentence a page may have, in words. Error texts and commands inside a sentence count too. */
const maxWords = 60;

const sentences = new Intl.Segmenter('en', { granularity: 'sentence' });

async function longSentences(text: string): Promise<{ words: number; sentence: string }[]> {
  const found: { words: number; sentence: string }[] = [];
  for (const section of await sectionsFromMarkdown(text)) {
    // A table row is no sentence: its cells are facts side by side (the parser says which lines are rows).
    for (const [index, line] of section.prose.split('\n').entries()) {
      if (section.tableRows.includes(index)) continue;
      for (const { segment } of sentences.segment(line)) {
        const words = segment.trim().split(/\s+/).length;
        if (words > maxWords) found.push({ words, sentence: segment.trim() });
      }
    }
  }
  return found;
}

test(`no sentence of a docs page or blog post is longer than ${maxWords} words`, async () => {
  const problems: string[] = [];
  for (const page of contentPages()) {
    for (const { words, sentence } of await longSentences(page.text)) {
      problems.push(`${page.file} (${words} words): ${sentence.slice(0, 160)}...`);
    }
  }
  assert.deepEqual(problems, []);
});

test('the sentence check finds a long sentence and counts a short one as short', async () => {
  const clause = 'the operator renews the certificate of the node';
  const long = `${Array.from({ length: 8 }, () => clause).join(', and ')}.`;
  const page = `---\ntitle: T\n---\n\nA short sentence. ${long}\n\n| a long cell | ${long} |\n|---|---|\n`;
  const found = await longSentences(page);
  assert.equal(found.length, 1, 'only the paragraph sentence, not the short one nor the table row');
  assert.ok(found[0]!.words > maxWords);
  // A pipe in inline code does not make a paragraph a table row.
  const piped = await longSentences(
    `---\ntitle: T\n---\n\nRun \`kubectl get pods | grep peer\` while ${long}\n`,
  );
  assert.equal(piped.length, 1, 'a long sentence with a pipe in its code is still found');
});
