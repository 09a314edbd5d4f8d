import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serviceEntries } from './buildSearchFiles';
import { websiteDir } from './docsFiles';

// The answer assistant's question sets (packages/search-server/bench/answer-*-questions.json)
// name the sections that answer each question by their site path. A heading renamed in the docs
// changes its anchor: the set would go on expecting a section that no longer exists and count
// every answer to it as a miss, silently. So every path they name must be one of the build's.

const benchDir = join(websiteDir, '..', 'packages', 'search-server', 'bench');

interface AskedQuestion {
  id: string;
  expected: string[];
  nearest?: string[];
}

function questionSets(): { file: string; questions: AskedQuestion[] }[] {
  return readdirSync(benchDir)
    .filter((name) => /^answer-.*questions\.json$/.test(name))
    .map((file) => ({
      file,
      questions: (
        JSON.parse(readFileSync(join(benchDir, file), 'utf8')) as { questions: AskedQuestion[] }
      ).questions,
    }));
}

test("every section and page the answer sets name is one of the build's", () => {
  const sections = new Set(serviceEntries().map((entry) => entry.path));
  const pages = new Set([...sections].map((path) => path.split('#')[0]));
  const sets = questionSets();
  assert.ok(sets.length >= 8, `only ${sets.length} question sets in ${benchDir}`);
  const unknown = sets.flatMap(({ file, questions }) =>
    questions.flatMap((question) => [
      ...question.expected
        .filter((path) => !sections.has(path))
        .map((path) => `${file} ${question.id}: expected ${path}`),
      ...(question.nearest ?? [])
        .filter((path) => !pages.has(path) && !sections.has(path))
        .map((path) => `${file} ${question.id}: nearest ${path}`),
    ]),
  );
  assert.deepEqual(unknown, []);
});
