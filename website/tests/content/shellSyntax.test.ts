import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { contentPages } from './docsFiles';
import { codeBlocks } from './shellBlocks';

// Every shell block a reader copies must at least parse: an unclosed quote or a heredoc whose terminator moved leaves
// the reader's shell waiting at a `>` prompt, or swallows the commands after it. `bash -n` parses without running
// anything. Each block is checked on its own, as a reader pastes it.

// Narrower than shellBlocks' set on purpose: `console` and unlabelled blocks may show output next to the commands,
// which bash would not parse.
const shellLangs = new Set(['bash', 'sh', 'shell']);

/**
 * bash's complaint about a block, or null when it parses. A heredoc without its terminator is only a warning for
 * bash (exit status 0), so any message counts.
 */
function syntaxError(body: string): string | null {
  const result = spawnSync('bash', ['-n'], { input: body, encoding: 'utf8' });
  if (result.error) throw result.error;
  const message = result.stderr.trim();
  return result.status === 0 && message === '' ? null : message.split('\n')[0]!;
}

test('bash -n flags the mistakes a copied block can carry', () => {
  assert.equal(syntaxError('kubectl get pods\n'), null);
  assert.notEqual(syntaxError('echo "unclosed\n'), null, 'an unclosed quote');
  assert.notEqual(syntaxError('for i in 1 2; do echo $i\n'), null, 'a loop without done');
  assert.notEqual(syntaxError('if true; then echo y\n'), null, 'an if without fi');
  assert.notEqual(
    syntaxError("cat > a.yaml <<'EOF'\nkey: value\n  EOF\nkubectl apply -f a.yaml\n"),
    null,
    'a heredoc whose terminator is indented',
  );
  assert.equal(
    syntaxError("cat > a.yaml <<'EOF'\nkey: value\nEOF\nkubectl apply -f a.yaml\n"),
    null,
  );
});

test('every shell block of the docs and the blog parses with bash -n', () => {
  const found: string[] = [];
  let checked = 0;
  for (const page of contentPages()) {
    for (const block of codeBlocks(page.text)) {
      if (!shellLangs.has(block.lang)) continue;
      checked += 1;
      const error = syntaxError(block.body);
      if (error) found.push(`${page.file}: block at line ${block.line}: ${error}`);
    }
  }
  assert.ok(checked > 500, `only ${checked} shell blocks found: the block parser has lost them`);
  assert.deepEqual(found, []);
});
