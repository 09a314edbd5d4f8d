import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  cutSnippet,
  cutSnippetParts,
  SNIPPET_LENGTH,
  snippetAround,
  snippetText,
} from '../src/index.js';

const filler = (sentence: string, times: number) => `${sentence} `.repeat(times);
const long = `${filler('Lorem ipsum dolor sit amet.', 10)}To Renew the certificates of a peer, run the command below and wait for the peer to restart. ${filler('More text follows here.', 10)}`;

test('a snippet starts a little before the first word the query matches, cut at word boundaries', () => {
  const snippet = snippetAround(long, ['renew']);
  assert.match(snippet, /^…[^…]*To Renew the certificates/);
  assert.match(snippet, /…$/);
  assert.ok(snippet.length <= SNIPPET_LENGTH + 2, `${snippet.length} characters`);
  // Whole words only: no word of the text is cut in two at either end.
  const words = new Set(long.split(/\s+/));
  for (const word of snippet.replace(/…/g, '').split(' ')) assert.ok(words.has(word), word);
});

test('only the start of a word matches: a term inside another word is not where the snippet starts', () => {
  const text = `${filler('We appeer here.', 12)}The peer starts. ${filler('Tail text.', 20)}`;
  assert.match(snippetAround(text, ['peer']), /^…[^…]*The peer starts/);
});

test('a text without the query starts at its beginning; white space is collapsed', () => {
  const snippet = snippetAround(`First\n\n  words   here. ${filler('Then more.', 30)}`, ['absent']);
  assert.match(snippet, /^First words here\. Then more\./);
  assert.match(snippet, /…$/);
});

test('a short text comes back whole, and a snippet cut again is unchanged', () => {
  assert.equal(snippetAround('Short text.', ['x']), 'Short text.');
  const once = snippetAround(long, ['peer', 'renew']);
  assert.equal(snippetAround(once, ['peer', 'renew']), once);
  assert.equal(snippetAround(long, ['restart'], 60).replace(/…/g, '').length <= 60, true);
});

test('a snippet in its parts is the snippet without its marks of omission', () => {
  const prepared = snippetText(long);
  const parts = cutSnippetParts(prepared, ['renew']);
  assert.deepEqual([parts.cutBefore, parts.cutAfter], [true, true]);
  assert.equal(`…${parts.body}…`, cutSnippet(prepared, ['renew']));
  assert.deepEqual(cutSnippetParts(snippetText('Short  text.'), ['x']), {
    body: 'Short text.',
    cutBefore: false,
    cutAfter: false,
  });
});
