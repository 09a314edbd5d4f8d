import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml, parseAllDocuments } from 'yaml';
import { specPages } from './specPages';
import { blogDir, docsDir, sourcePages, websiteDir } from './docsFiles';
import { docPath, sidebarDocIds } from '../support/site';

const docs = sourcePages(docsDir);
const pages = [
  ...docs,
  ...sourcePages(blogDir).map((page) => ({ ...page, file: `blog/${page.file}` })),
];
const buildDir = join(websiteDir, 'build');

function frontMatter(text: string): Record<string, unknown> {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
  assert.ok(match, 'the page starts with front matter');
  return parseYaml(match[1]!) as Record<string, unknown>;
}

test('every docs and blog page has a title and a one-sentence description', () => {
  for (const page of pages) {
    const meta = frontMatter(page.text);
    assert.equal(typeof meta.title, 'string', `${page.file}: title`);
    assert.ok((meta.title as string).trim().length > 0, `${page.file}: title is empty`);
    assert.equal(typeof meta.description, 'string', `${page.file}: description`);
    const description = (meta.description as string).trim();
    assert.ok(description.length >= 20, `${page.file}: description is too short`);
    assert.ok(description.length <= 200, `${page.file}: description is over 200 characters`);
  }
});

test('no page repeats its title as an h1 in the body', () => {
  for (const page of pages) {
    const body = page.text.replace(/^---\n[\s\S]*?\n---\n/, '').replace(/```[\s\S]*?```/g, '');
    assert.doesNotMatch(body, /^# /m, `${page.file} has an h1 in its body`);
  }
});

test('every YAML block in the docs parses', () => {
  let blocks = 0;
  for (const page of pages) {
    for (const match of page.text.matchAll(/^(\s*)```ya?ml[^\n]*\n([\s\S]*?)^\1```\s*$/gm)) {
      blocks += 1;
      const indent = match[1]!.length;
      const yaml = match[2]!
        .split('\n')
        .map((line) => line.slice(indent))
        .join('\n');
      for (const document of parseAllDocuments(yaml)) {
        assert.deepEqual(
          document.errors.map((error) => error.message),
          [],
          `${page.file}: a YAML block does not parse`,
        );
      }
    }
  }
  assert.ok(blocks > 10, `only ${blocks} YAML blocks found: the block pattern is broken`);
});

test('all 50 docs pages of the spec are written and built, in the sidebar unless the spec hides them', () => {
  const written = new Set(docs.map((page) => page.id));
  const inSidebar = new Set(sidebarDocIds());
  const missing = specPages.filter((page) => !written.has(page.id)).map((page) => page.id);
  assert.deepEqual(missing, [], 'spec pages not written yet');
  // The spec's 49 section pages and the docs index: the site's 50 docs pages.
  assert.equal(specPages.length + 1, 50);
  for (const page of specPages) {
    assert.ok(
      existsSync(join(buildDir, 'docs', page.id, 'index.html')),
      `${page.id} is not in the build (run the build first)`,
    );
    assert.equal(inSidebar.has(page.id), !page.hidden, `${page.id}: sidebar placement`);
  }
});

test('every docs page is a spec page or the docs index', () => {
  const known = new Set(specPages.map((page) => page.id));
  const extra = docs.map((page) => page.id).filter((id) => id !== 'intro' && !known.has(id));
  assert.deepEqual(extra, []);
});

test('the sidebar names only pages that exist', () => {
  const written = new Set(docs.map((page) => page.id));
  assert.deepEqual(
    sidebarDocIds().filter((id) => !written.has(id)),
    [],
  );
});

test('every admonition is rendered as one: no ":::" left as text on a built page', () => {
  const leftovers: string[] = [];
  for (const page of docs) {
    const file = join(buildDir, docPath(page.id), 'index.html');
    if (!existsSync(file)) continue;
    if (/>[^<]*:::[a-z]+/.test(readFileSync(file, 'utf8'))) leftovers.push(page.id);
  }
  assert.deepEqual(leftovers, []);
});

test('every docs page teaches in prose: at least 400 words outside code, tables and markup', () => {
  const short: string[] = [];
  for (const page of docs) {
    const prose = page.text
      .replace(/^---\n[\s\S]*?\n---\n/, '')
      .replace(/^(\s*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\2\s*$/gm, '')
      .replace(/^import .*$/gm, '')
      .replace(/^\s*\|.*\|\s*$/gm, '')
      .replace(/<[^>\n]+>/g, ' ')
      .replace(/`[^`\n]*`/g, ' x ');
    const words = prose.match(/[A-Za-z][A-Za-z'’-]*/g)?.length ?? 0;
    if (words < 400) short.push(`${page.id}: ${words} words`);
  }
  assert.deepEqual(short, []);
});
