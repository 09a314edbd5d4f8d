import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { askableQuestions } from '@hlf-docs/search-client/protocol';
import { docsDir, sourcePages, walk, websiteDir } from './docsFiles';
import { serviceEntries, siteEntries } from './buildSearchFiles';
import { SectionSearch } from '../../src/search/engine';
import { sectionsFromMarkdown } from '../../plugins/search-index/sectionsFromMarkdown';
import {
  QUESTIONS_DIR,
  pageQuestionsSchema,
  questionsFileOf,
  readPageQuestions,
} from '../../plugins/search-index/sectionQuestions';
import {
  CHECKED_FILE,
  currentFingerprints,
  leftOver,
  readChecked,
  sectionFingerprint,
  sectionsToCheck,
} from '../../scripts/questions/checked-texts';

// Every docs section has the questions a reader would ask that it answers (website/questions/):
// a new section without them, or questions left behind by a renamed heading, fail here.

const questionsDir = join(websiteDir, QUESTIONS_DIR);

const walkJson = (dir: string) => walk(dir, /\.json$/);

test('every docs section has its readers\u2019 questions, and every questions file its page', async () => {
  const problems: string[] = [];
  const expectedFiles = new Set<string>();
  for (const page of sourcePages(docsDir)) {
    const file = questionsFileOf(websiteDir, join(docsDir, page.file))!;
    expectedFiles.add(file);
    const name = relative(websiteDir, file);
    if (!existsSync(file)) {
      problems.push(`docs/${page.file} has no ${name}`);
      continue;
    }
    const ids = (await sectionsFromMarkdown(page.text)).map((section) => section.id ?? '');
    let questions: Map<string, string[]>;
    try {
      questions = await readPageQuestions(file, ids);
    } catch (error) {
      problems.push((error as Error).message);
      continue;
    }
    const missing = ids.filter((id) => !questions.has(id));
    if (missing.length > 0) {
      problems.push(
        `${name} lacks ${missing.map((id) => `"${id}"`).join(', ')}: add the questions each section answers ` +
          '(an empty list for a section of links only)',
      );
    }
  }
  for (const file of walkJson(questionsDir)) {
    if (!expectedFiles.has(file))
      problems.push(`${relative(websiteDir, file)} belongs to no docs page`);
  }
  assert.deepEqual(problems, []);
});

test('most docs sections have questions, and each question is a question', () => {
  let sections = 0;
  let withQuestions = 0;
  for (const file of walkJson(questionsDir)) {
    for (const [id, questions] of Object.entries(
      pageQuestionsSchema.parse(JSON.parse(readFileSync(file, 'utf8'))),
    )) {
      sections += 1;
      if (questions.length > 0) withQuestions += 1;
      for (const question of questions) {
        assert.match(question, /\S \S/, `${relative(websiteDir, file)} "${id}": "${question}"`);
      }
    }
  }
  assert.ok(withQuestions > sections * 0.8, `${withQuestions} of ${sections} sections`);
});

test('every page offers three questions its opening answers (the assistant shows them on the page)', () => {
  const short = walkJson(questionsDir)
    .map((file) => ({
      file: relative(websiteDir, file),
      asked: askableQuestions(
        pageQuestionsSchema.parse(JSON.parse(readFileSync(file, 'utf8')))[''],
      ),
    }))
    .filter(({ asked }) => asked.length < 3)
    .map(({ file, asked }) => `${file}: ${asked.length} questions ending with "?" for the opening`);
  assert.deepEqual(short, []);
});

test('every section\u2019s questions were checked against its text as it is now', async () => {
  const current = await currentFingerprints(websiteDir);
  const checked = await readChecked(websiteDir);
  const problems = [
    ...sectionsToCheck(current, checked).map(({ key, why }) => `docs/${key}: ${why}`),
    ...leftOver(current, checked).map((key) => `docs/${key}: no questions now, still recorded`),
  ];
  assert.deepEqual(
    problems,
    [],
    'Read these sections\u2019 questions (website/questions/) against their text: each must be ' +
      'answered by it. Then record the check with `npm run questions:checked -w website -- ' +
      `<the pages or sections>\` (it also tidies ${CHECKED_FILE}).`,
  );
});

test('a section\u2019s fingerprint follows what it says, not how its lines are wrapped', async () => {
  const [before, after, rewrapped] = await Promise.all(
    [
      '## Resize\n\nRaise `storage` in the\nFabricPeer, then wait.\n',
      '## Resize\n\nRaise `storage` in the\nFabricPeer, then restart it.\n',
      '## Resize\n\nRaise `storage` in the FabricPeer,\nthen wait.\n',
    ].map(async (text) => (await sectionsFromMarkdown(text)).find((each) => each.id === 'resize')!),
  );
  assert.notEqual(sectionFingerprint(before!), sectionFingerprint(after!));
  assert.equal(sectionFingerprint(before!), sectionFingerprint(rewrapped!));

  const current = new Map([
    ['a.md', sectionFingerprint(after!)],
    ['a.md#new', sectionFingerprint(before!)],
  ]);
  const checked = { 'a.md': sectionFingerprint(before!), 'a.md#gone': sectionFingerprint(before!) };
  assert.deepEqual(sectionsToCheck(current, checked), [
    { key: 'a.md', why: 'changed' },
    { key: 'a.md#new', why: 'never checked' },
  ]);
  assert.deepEqual(leftOver(current, checked), ['a.md#gone']);

  const dir = mkdtempSync(join(tmpdir(), 'checked-'));
  assert.deepEqual(await readChecked(dir), {});
  writeFileSync(join(dir, CHECKED_FILE), JSON.stringify({ 'a.md#b': 'abc' }));
  await assert.rejects(
    readChecked(dir),
    /questions-checked\.json: a\.md#b: a fingerprint of 16 hexadecimal digits/,
  );
});

test('a questions file that names a section its page lacks stops the build, naming both', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'questions-'));
  const file = join(dir, 'page.json');
  writeFileSync(file, JSON.stringify({ '': ['How do I start?'], 'old-heading': ['What was it?'] }));
  await assert.rejects(
    readPageQuestions(file, ['', 'new-heading']),
    /page\.json names sections that its page does not have: "old-heading" \(the page's sections: "", "new-heading"\)/,
  );
  writeFileSync(file, JSON.stringify({ '': ['short'] }));
  await assert.rejects(
    readPageQuestions(file, ['']),
    /page\.json: the opening \(""\), question 1 "short": a question of at least 10 characters/,
  );
  writeFileSync(file, JSON.stringify({ '': 'How do I start?' }));
  await assert.rejects(readPageQuestions(file, ['']), /page\.json: the opening \(""\): /);
  await assert.rejects(readPageQuestions(dir, ['']), /Cannot read .*questions-\w+: /);
  writeFileSync(file, '{"":');
  await assert.rejects(readPageQuestions(file, ['']), /page\.json is not valid JSON/);
  assert.deepEqual(await readPageQuestions(join(dir, 'none.json'), ['']), new Map());
  assert.equal(questionsFileOf(websiteDir, join(websiteDir, 'blog', 'post.md')), undefined);
});

test('the search box finds a section by the words of its questions', () => {
  // A reader asks how to see the free disk space "inside the container"; the storage page says
  // how in its commands, and its questions in the reader's words.
  const entry = serviceEntries().find((each) =>
    each.path.endsWith(
      '/docs/operator-guide/increase-storage#step-3-wait-for-the-resize-and-verify',
    ),
  );
  assert.ok(entry?.questions?.length, 'the section goes to the service with its questions');
  const query = 'free disk space inside the container';
  const entries = siteEntries();
  const first = (hits: { entry: { path: string } }[]) => hits[0]?.entry.path.split('/docs/')[1];
  assert.equal(
    first(new SectionSearch(entries).searchSections(query)),
    'operator-guide/increase-storage#step-3-wait-for-the-resize-and-verify',
  );
  // Without its questions, the section is not what the reader gets first.
  const withoutQuestions = new SectionSearch(entries.map((each) => ({ ...each, questions: '' })));
  assert.notEqual(
    first(withoutQuestions.searchSections(query)),
    'operator-guide/increase-storage#step-3-wait-for-the-resize-and-verify',
  );
});
