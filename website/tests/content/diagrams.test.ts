import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Code, Root } from 'mdast';
import { cachedKeys, readEntry } from '../../plugins/mermaid-svg/cache';
import { compactSvg } from '../../plugins/mermaid-svg/compact';
import { findDiagrams, type DiagramSource } from '../../plugins/mermaid-svg/findDiagrams';
import remarkMermaidSvg from '../../plugins/mermaid-svg/remarkMermaidSvg';
import { entryKey, mermaidVersion, renderId, variants } from '../../plugins/mermaid-svg/variants';
import { pagesWithDiagrams } from '../support/diagrams';
import { websiteDir } from './docsFiles';

// The committed drawings (website/diagrams) are what the build puts in the pages: they must match
// the ```mermaid blocks of today's docs and blog, drawn by the installed Mermaid, each with its
// text alternative and ids no other drawing uses. A diagram edited without
// `npm run diagrams -w website` fails here first.

const rerender = 'run `npm run diagrams -w website` and commit website/diagrams';
const diagramsPromise = findDiagrams();
const version = mermaidVersion();

interface Drawing {
  diagram: DiagramSource;
  variant: string;
  key: string;
}

async function drawings(): Promise<Drawing[]> {
  return (await diagramsPromise).flatMap((diagram) =>
    variants.map((variant) => ({
      diagram,
      variant: variant.name,
      key: entryKey(diagram.source, variant, version),
    })),
  );
}

const where = (drawing: Drawing) =>
  `${drawing.diagram.file}:${drawing.diagram.line} (${drawing.variant})`;

test('the parser finds every ```mermaid block of the docs and the blog (38 or more)', async () => {
  const diagrams = await diagramsPromise;
  assert.ok(diagrams.length >= 38, `only ${diagrams.length} diagrams found`);
  // The browser tests count blocks by their fences: both counts must agree, page by page.
  const perFile = new Map<string, number>();
  for (const { file } of diagrams) perFile.set(file, (perFile.get(file) ?? 0) + 1);
  assert.deepEqual(
    Object.fromEntries(perFile),
    Object.fromEntries(pagesWithDiagrams().map((page) => [page.file, page.diagrams])),
  );
});

test('every diagram has a light and a dark drawing for the installed Mermaid', async () => {
  const missing = (await drawings()).filter((drawing) => readEntry(drawing.key) === undefined);
  assert.deepEqual(
    missing.map(where),
    [],
    `diagrams without a drawing for Mermaid ${version}: ${rerender}`,
  );
});

test('every drawing in the cache is used by a diagram', async () => {
  const used = new Set((await drawings()).map((drawing) => drawing.key));
  assert.deepEqual(
    cachedKeys().filter((key) => !used.has(key)),
    [],
    `drawings no diagram uses: ${rerender}`,
  );
});

test('every diagram says what it shows: accTitle and accDescr, the SVG title and desc', async () => {
  for (const drawing of await drawings()) {
    const { source } = drawing.diagram;
    assert.match(source, /^\s*accTitle: \S.{8,}$/m, `${where(drawing)}: accTitle`);
    assert.match(source, /^\s*accDescr: \S.{40,}$/m, `${where(drawing)}: accDescr`);
    const svg = readEntry(drawing.key);
    if (svg === undefined) continue; // a missing drawing fails the test above
    const id = renderId(drawing.key);
    assert.match(svg, new RegExp(`<title id="chart-title-${id}">[^<]{8,}</title>`), where(drawing));
    assert.match(svg, new RegExp(`<desc id="chart-desc-${id}">[^<]{40,}</desc>`), where(drawing));
    assert.match(svg, new RegExp(`^<svg [^>]*aria-labelledby="chart-title-${id}"`), where(drawing));
    assert.match(svg, new RegExp(`^<svg [^>]*aria-describedby="chart-desc-${id}"`), where(drawing));
  }
});

test('no two drawings share an id, so diagrams on one page never take each other’s parts', async () => {
  const owner = new Map<string, string>();
  for (const drawing of await drawings()) {
    const svg = readEntry(drawing.key);
    if (svg === undefined) continue;
    const id = renderId(drawing.key);
    assert.ok(svg.startsWith(`<svg id="${id}" `), `${where(drawing)}: the SVG's id is ${id}`);
    for (const [, found] of svg.matchAll(/ id="([^"]+)"/g)) {
      // Every id carries the drawing's own id, and is used once in the whole cache.
      assert.ok(found!.includes(id), `${where(drawing)}: id ${found} lacks ${id}`);
      assert.equal(owner.get(found!), undefined, `${where(drawing)}: id ${found} used twice`);
      owner.set(found!, where(drawing));
    }
  }
  // A diagram repeated on one page would repeat its drawings' ids.
  const perPage = new Set<string>();
  for (const { file, source } of await diagramsPromise) {
    assert.ok(!perPage.has(`${file}\n${source}`), `${file} shows the same diagram twice`);
    perPage.add(`${file}\n${source}`);
  }
});

function mermaidBlock(value: string): { root: Root; node: Code } {
  const node: Code = { type: 'code', lang: 'mermaid', value };
  return { root: { type: 'root', children: [node] }, node };
}

test('the remark plugin puts both drawings in place of a block, with its title', async () => {
  const [diagram] = await diagramsPromise;
  const { root, node } = mermaidBlock(diagram!.source);
  remarkMermaidSvg({ onMissing: 'fail' })(root, { path: diagram!.file } as never);
  const [light, dark] = variants.map((variant) => readEntry(entryKey(diagram!.source, variant)));
  assert.deepEqual(node as unknown, {
    type: 'mermaidSvg',
    position: undefined,
    data: {
      hName: 'mermaid',
      hProperties: { light, dark, title: /accTitle: (.+)/.exec(diagram!.source)![1] },
    },
  });
});

test('a block with no drawing: the dev server draws it in the browser, a build stops', () => {
  const source = 'flowchart TD\n  A["not drawn yet"] --> B';
  const dev = mermaidBlock(source);
  remarkMermaidSvg({ onMissing: 'client' })(dev.root, { path: 'docs/page.md' } as never);
  assert.deepEqual(dev.node, { type: 'code', lang: 'mermaid', value: source });

  const build = mermaidBlock(source);
  assert.throws(
    () => remarkMermaidSvg({ onMissing: 'fail' })(build.root, { path: 'docs/page.md' } as never),
    (error: Error) =>
      error.message.startsWith('docs/page.md: diagram 1 of 1 (flowchart TD ...)') &&
      error.message.includes('npm run diagrams -w website'),
  );
});

test('drawings keep two decimals of their path coordinates, and nothing else changes', () => {
  assert.equal(
    compactSvg(
      '<path d="M-6.6640625 -19.5 C1.865917537 2.0001, 3 4" transform="translate(1.23456)"/>',
    ),
    '<path d="M-6.66 -19.5 C1.87 2, 3 4" transform="translate(1.23456)"/>',
  );
  assert.equal(compactSvg('<polygon points="0.0001,1.999 5,5"/>'), '<polygon points="0,2 5,5"/>');
  // Numbers run together stay apart when rounding removes the point between them.
  assert.equal(
    compactSvg('<path d="M1.0004.5l.2.0001-1.2345.123456"/>'),
    '<path d="M1 .5l.2 0-1.23 0.12"/>',
  );
});

const buildDir = join(websiteDir, 'build');

const pagePaths = new Map(pagesWithDiagrams().map((page) => [page.file, page.path]));

function builtPage(file: string): string {
  return readFileSync(join(buildDir, pagePaths.get(file) ?? '', 'index.html'), 'utf8');
}

test('the build carries every drawing in its page, and no Mermaid code at all', async () => {
  assert.ok(existsSync(join(buildDir, 'index.html')), 'no build: run the build first');
  for (const drawing of await drawings()) {
    assert.match(
      builtPage(drawing.diagram.file),
      new RegExp(`<svg id=["]?${renderId(drawing.key)}[" ]`),
      `${where(drawing)} is not in its built page`,
    );
  }
  const scripts = readdirSync(join(buildDir, 'assets', 'js'));
  const withMermaid = scripts.filter((name) =>
    readFileSync(join(buildDir, 'assets', 'js', name), 'utf8').includes('mermaidAPI'),
  );
  assert.deepEqual(withMermaid, [], 'chunks holding Mermaid');
});
