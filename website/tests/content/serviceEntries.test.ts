import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serviceEntries } from './buildSearchFiles';

// The sections as a search service gets them (`npm run search:push`): an answer quotes their
// sentences and the code under them, so both must keep the page's structure.

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

test('code blocks travel whole, each placed between two lines of the prose', () => {
  const entries = serviceEntries();
  let blocks = 0;
  let multiLine = 0;
  for (const entry of entries) {
    for (const block of entry.blocks) {
      blocks += 1;
      if (block.code.includes('\n')) multiLine += 1;
      assert.ok(block.after <= entry.content.length, `${entry.path}: block past the prose`);
      // A block stands between paragraphs (or before or after them all), never in a sentence.
      assert.ok(
        block.after === 0 ||
          block.after === entry.content.length ||
          entry.content[block.after] === '\n',
        `${entry.path}: block at ${block.after} splits "${entry.content.slice(block.after - 20, block.after + 20)}"`,
      );
    }
    // What search matches is the same code, on one line.
    assert.equal(
      entry.code,
      oneLine(entry.blocks.map((block) => block.code).join('\n')),
      `${entry.path}: code and blocks differ`,
    );
  }
  assert.ok(blocks > 300, `only ${blocks} code blocks`);
  assert.ok(multiLine > 150, `only ${multiLine} blocks keep their lines`);
});

test('a list item is a line of its own, and a command comes after the list that explains it', () => {
  const install = serviceEntries().find((entry) =>
    entry.path.endsWith('/docs/intro/getting-started#install-the-operator'),
  );
  assert.ok(install, 'the tutorial has an Install the operator section');
  const lines = install.content.split('\n');
  assert.ok(
    lines.some((line) => line.endsWith('the commands below make both:')),
    `the sentence that introduces the commands ends its line: ${lines.join(' | ')}`,
  );
  assert.ok(lines.some((line) => line.startsWith('The operator image.')));
  const [helm] = install.blocks;
  assert.ok(helm);
  assert.equal(helm.language, 'bash');
  assert.match(helm.code, /^helm repo add kfs .*\nhelm install hlf-operator /);
  // It follows the list: the last item explains the kubectl set image line of the block.
  assert.match(
    install.content.slice(0, helm.after),
    /quay\.io\/brancz\/kube-rbac-proxy:v0\.5\.0, which takes the same arguments\.$/,
  );
});

test('a table is a line per row with its cells apart, and a <br /> in a cell parts its words', () => {
  const resources = serviceEntries().find((entry) =>
    entry.path.endsWith('/docs/#resources-the-operator-manages'),
  );
  assert.ok(resources, 'the docs index lists the resources the operator manages');
  const lines = resources.content.split('\n');
  assert.ok(lines.includes('Kind and short name | Scope | What it is for'), lines.join('\n'));
  // "FabricPeer<br />`peer`" was "FabricPeerpeer": a word no reader searches for.
  assert.ok(
    lines.some((line) => line.startsWith('FabricPeer peer | Namespaced | A peer node')),
    lines.join('\n'),
  );
});
