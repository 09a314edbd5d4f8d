#!/usr/bin/env node
// Runs the shared docs checker (every `kubectl hlf` command and operator manifest against the
// operator's real CLI and CRDs). It lives in ../shared beside this repository.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const checker = process.env.CHECK_DOCS ?? join(root, '..', 'shared', 'tools', 'check-docs.py');

if (!existsSync(checker)) {
  console.error(
    `The docs checker was not found at ${checker}. Put the shared folder beside this repository ` +
      '(../shared) or set CHECK_DOCS to the path of check-docs.py.',
  );
  process.exit(1);
}

let failed = false;
for (const folder of ['website/docs', 'website/blog']) {
  const run = spawnSync('python3', [checker, '--docs', join(root, folder), '--quiet'], {
    stdio: 'inherit',
  });
  if (run.error) {
    console.error(`Cannot run python3: ${run.error.message}`);
    process.exit(1);
  }
  failed ||= run.status !== 0;
}
process.exit(failed ? 1 : 0);
