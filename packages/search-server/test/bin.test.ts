import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { promisify } from 'node:util';
import { PACKAGE_DIR } from './helpers/child-server.js';

const run = promisify(execFile);

const manifest = JSON.parse(await readFile(path.join(PACKAGE_DIR, 'package.json'), 'utf8')) as {
  bin: Record<string, string>;
};
const bins = Object.entries(manifest.bin);

/** A command's exit code and output, whether it succeeds or not. */
async function runNode(file: string, args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [file, ...args], { timeout: 20_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('the package bins', () => {
  it('are two', () => {
    assert.deepEqual(bins.map(([name]) => name).sort(), [
      'hlf-docs-search-push',
      'hlf-docs-search-server',
    ]);
  });

  // npm links a bin at install time only if its file exists then; on a fresh clone that means a
  // file committed to git (executable), not one the build writes.
  it('point at executable files committed to the repository, not at build output', async (t) => {
    let listed: string;
    try {
      const targets = bins.map(([, target]) => target);
      listed = (await run('git', ['ls-files', '-s', '--', ...targets], { cwd: PACKAGE_DIR }))
        .stdout;
    } catch {
      t.skip('not a git checkout');
      return;
    }
    for (const [name, target] of bins) {
      assert.ok(!target.startsWith('dist/'), `${name} points into dist/, which a clone lacks`);
      const line = listed.split('\n').find((entry) => entry.endsWith(`\t${target}`));
      assert.ok(line, `${name}: ${target} is committed`);
      assert.match(line, /^100755 /, `${name}: ${target} is committed executable`);
      const text = await readFile(path.join(PACKAGE_DIR, target), 'utf8');
      assert.ok(text.startsWith('#!/usr/bin/env node\n'), `${name}: ${target} has a node shebang`);
    }
  });

  it('say to build when the package is not built', async () => {
    // A copy of bin/ with no dist/ beside it: a fresh clone before `npm run build`.
    const dir = await mkdtemp(path.join(tmpdir(), 'hlf-bin-test-'));
    try {
      await mkdir(path.join(dir, 'bin'));
      for (const file of ['run-built.js', ...bins.map(([, target]) => path.basename(target))]) {
        await copyFile(path.join(PACKAGE_DIR, 'bin', file), path.join(dir, 'bin', file));
      }
      for (const [name, target] of bins) {
        const result = await runNode(path.join(dir, target), ['--help']);
        assert.equal(result.code, 1, name);
        assert.match(result.stderr, new RegExp(`^${name}: .*dist.* does not exist`));
        assert.match(
          result.stderr,
          /npm run build -w packages\/search-client -w packages\/search-server/,
        );
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('run the built commands', async (t) => {
    if (!existsSync(path.join(PACKAGE_DIR, 'dist', 'cli.js'))) {
      t.skip('dist/ is not built (npm run build -w packages/search-server)');
      return;
    }
    for (const [name, target] of bins) {
      const result = await runNode(path.join(PACKAGE_DIR, target), ['--help']);
      assert.equal(result.code, 0, result.stderr);
      assert.match(result.stdout, new RegExp(`^Usage: ${name} `));
    }
  });
});
