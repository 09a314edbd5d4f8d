import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { completeParagraphs, renderAnswer, safeHref } from '../../src/assistant/renderAnswer';
import type { AnswerParts } from '../../src/assistant/renderAnswer';

// Stand-ins for the site's code block and link, so the markup the renderer builds can be read.
const parts: AnswerParts = {
  CodeBlock: ({ language, children }) => (
    <pre data-language={language ?? ''}>
      <code>{children}</code>
    </pre>
  ),
  Link: ({ href, children }: { href: string; children: ReactNode }) => (
    <a href={href}>{children}</a>
  ),
};
const html = (markdown: string) => renderToStaticMarkup(<>{renderAnswer(markdown, parts)}</>);

test('raw HTML in an answer stays text: no element, no handler', () => {
  const out = html('Look <img src=x onerror="alert(1)"> here\n\n<script>alert(2)</script>');
  assert.doesNotMatch(out, /<img|<script/);
  assert.match(out, /&lt;img src=x onerror=&quot;alert\(1\)&quot;&gt;/);
  assert.match(out, /&lt;script&gt;alert\(2\)&lt;\/script&gt;/);
});

test('links keep only safe targets; images load nothing', () => {
  const out = html(
    '[doc](/bevel-operator-fabric/docs/intro) [x](javascript:alert(1)) [y](//evil.example) ![pic](https://evil.example/t.png)',
  );
  assert.match(out, /<a href="\/bevel-operator-fabric\/docs\/intro">doc<\/a>/);
  assert.doesNotMatch(out, /javascript:|href="\/\/evil/);
  assert.doesNotMatch(out, /<img/);
  assert.match(out, /\[pic\]/);
  assert.equal(safeHref(' data:text/html,x'), undefined);
  assert.equal(safeHref('#anchor'), '#anchor');
});

test('Markdown structure: quotes, lists, code with its language, inline code', () => {
  const out = html(
    '> Quoted **bold** and `kubectl hlf`\n\n— [Install](/docs/x#install)\n\n1. one\n2. two\n\n```bash\nkubectl get pods\n```',
  );
  assert.match(
    out,
    /<blockquote><p>Quoted <strong>bold<\/strong> and <code>kubectl hlf<\/code><\/p><\/blockquote>/,
  );
  assert.match(out, /<ol start="1"><li>one<\/li><li>two<\/li><\/ol>/);
  assert.match(out, /<pre data-language="bash"><code>kubectl get pods<\/code><\/pre>/);
});

test('complete paragraphs: the last one counts only when the answer has ended', () => {
  assert.deepEqual(completeParagraphs('First.\n\nSecond, still grow', false), ['First.']);
  assert.deepEqual(completeParagraphs('First.\n\nSecond.', true), ['First.', 'Second.']);
});
