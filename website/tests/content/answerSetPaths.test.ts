import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readQuestionSet } from '@hlf-docs/search-server/bench/question-set';
import { serviceEntries } from './buildSearchFiles';
import { websiteDir } from './docsFiles';

// The answer assistant's question sets (packages/search-server/bench/answer-*-questions.json)
// name the sections that answer each question by their site path. A heading renamed in the docs
// changes its anchor: the set would go on expecting a section that no longer exists and count
// every answer to it as a miss, silently. So every path they name must be one of the build's.
// The sets are read by the bench's own reader, which also rejects a malformed set by name.

const benchDir = join(websiteDir, '..', 'packages', 'search-server', 'bench');

test("every section and page the answer sets name is one of the build's", async () => {
  const sections = new Set(serviceEntries().map((entry) => entry.path));
  const pages = new Set([...sections].map((path) => path.split('#')[0]));
  const files = readdirSync(benchDir).filter((name) => /^answer-.*questions\.json$/.test(name));
  assert.ok(files.length >= 8, `only ${files.length} question sets in ${benchDir}`);
  const unknown: string[] = [];
  for (const file of files) {
    for (const question of await readQuestionSet(join(benchDir, file))) {
      for (const path of question.expected) {
        if (!sections.has(path)) unknown.push(`${file} ${question.id}: expected ${path}`);
      }
      if (question.kind !== 'unanswered') continue;
      for (const path of question.nearest) {
        if (!pages.has(path) && !sections.has(path)) {
          unknown.push(`${file} ${question.id}: nearest ${path}`);
        }
      }
    }
  }
  assert.deepEqual(unknown, []);
});
