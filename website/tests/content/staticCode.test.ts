import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Code, Root } from 'mdast';
import { highlightCode } from '../../plugins/static-code/highlight';
import remarkStaticCode from '../../plugins/static-code/remarkStaticCode';
import { tokenCss } from '../../plugins/static-code/tokenCss';
import { darkPalette, lightPalette } from '../../src/prismThemes';

// The docs' code blocks are highlighted once, at build time: the page gets Prism's tokens as HTML,
// escaped, and the browser no highlighter.

/** The text a browser would show for the highlighted HTML. */
function shownText(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

test('a bash command comes back as Prism tokens, and shows exactly the code', () => {
  const code = 'kubectl hlf peer create --name=org1-peer0 # the first peer\nexport PEER="$NAME"';
  const html = highlightCode(code, 'bash');
  assert.match(html, /<span class="token comment"># the first peer<\/span>/);
  assert.match(html, /<span class="token parameter variable">--name<\/span>/);
  assert.equal(shownText(html), code);
});

test('every language the docs use is highlighted, aliases included', () => {
  const samples: [string, string][] = [
    ['yaml', 'apiVersion: hlf.kungfusoftware.es/v1alpha1'],
    ['json', '{"name": "org1"}'],
    ['go', 'func main() {}'],
    ['dockerfile', 'FROM couchdb:3.3.3'],
    ['powershell', 'Get-ChildItem -Path .'],
    ['ini', '[section]\nkey = value'],
    ['graphql', 'query { peers { name } }'],
    ['sh', 'echo hi'],
  ];
  for (const [language, code] of samples) {
    const html = highlightCode(code, language);
    assert.match(html, /class="token /, `${language} has no tokens: ${html}`);
    assert.equal(shownText(html), code, language);
  }
});

test('markup in code is escaped, whatever the language, and text or none stays plain', () => {
  const code = '<img src=x onerror="alert(1)"> & </code>';
  for (const language of ['bash', 'yaml', 'text', 'no-such-language', undefined]) {
    const html = highlightCode(code, language);
    assert.doesNotMatch(html, /<img|<\/code>/, String(language));
    assert.equal(shownText(html), code, String(language));
  }
  assert.equal(highlightCode('a < b', 'text'), 'a &lt; b');
});

test('the remark step gives each fenced block its HTML and no other children; Mermaid is left alone', () => {
  const bash: Code = { type: 'code', lang: 'bash', value: 'kubectl get pods' };
  const mermaid: Code = { type: 'code', lang: 'mermaid', value: 'flowchart TD\n  a --> b' };
  const bare: Code = { type: 'code', value: 'plain <text>' };
  const root: Root = { type: 'root', children: [bash, mermaid, bare] };
  remarkStaticCode()(root);
  assert.equal(bash.data?.hProperties?.highlighted, highlightCode('kubectl get pods', 'bash'));
  assert.deepEqual(bash.data?.hChildren, []);
  assert.equal(mermaid.data, undefined);
  assert.equal(bare.data?.hProperties?.highlighted, 'plain &lt;text&gt;');
});

test('the token colours are the palettes, light by default and dark under the dark theme', () => {
  const css = tokenCss();
  assert.ok(css.includes(`--code-keyword:${lightPalette.keyword}`));
  assert.ok(css.includes(`[data-theme='dark']{`));
  assert.ok(css.includes(`--code-keyword:${darkPalette.keyword}`));
  assert.match(
    css,
    /\.static-code \.token\.comment[^{]*\{color:var\(--code-comment\);font-style:italic\}/,
  );
});
