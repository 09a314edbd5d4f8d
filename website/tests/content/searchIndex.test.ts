import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { decodeSearchIndex, type SearchEntry } from '../../src/search/indexFormat';
import { escapeRegExp } from '../../src/search/highlight';
import { websiteDir } from './docsFiles';

const buildDir = join(websiteDir, 'build');
const baseUrl = '/bevel-operator-fabric/';

function loadIndex(): {
  name: string;
  entries: SearchEntry[];
  data: { format: number; vocabulary: string };
} {
  const names = readdirSync(buildDir).filter((name) =>
    /^search-index\.[0-9a-f]{10}\.json\.gz$/.test(name),
  );
  assert.equal(
    names.length,
    1,
    `expected one hashed index file in the build, found ${names.join(', ')}`,
  );
  const name = names[0]!;
  const data = JSON.parse(gunzipSync(readFileSync(join(buildDir, name))).toString('utf8'));
  return { name, data, entries: decodeSearchIndex(data) };
}

test('the build holds one content-hashed gzip index of section entries', () => {
  const { data, entries } = loadIndex();
  assert.equal(data.format, 4);
  assert.ok(entries.length > 200, `only ${entries.length} entries`);
  for (const entry of entries) {
    assert.equal(entry.version, 'current');
    assert.ok(['default', 'blog'].includes(entry.category), entry.category);
    assert.ok(entry.path.startsWith(baseUrl), entry.path);
    assert.ok(entry.title.length > 0);
  }
});

test('every section entry points at a heading id that exists on the built page', () => {
  const { entries } = loadIndex();
  const pages = new Map<string, string>();
  let anchored = 0;
  for (const entry of entries) {
    const [path, anchor] = entry.path.split('#') as [string, string | undefined];
    if (!anchor) continue;
    anchored += 1;
    const file = join(buildDir, path.slice(baseUrl.length), 'index.html');
    assert.ok(existsSync(file), `no built page for ${entry.path}`);
    if (!pages.has(file)) pages.set(file, readFileSync(file, 'utf8'));
    assert.match(
      pages.get(file)!,
      new RegExp(`id="?${escapeRegExp(anchor)}[" >]`),
      `${entry.path}: no such heading`,
    );
  }
  assert.ok(anchored > 100);
});

test('entry text is clean: no tags, imports, JSX or front matter', () => {
  const { entries } = loadIndex();
  for (const entry of entries) {
    const text = `${entry.title} ${entry.content}`;
    assert.doesNotMatch(text, /<\/?(Tabs|TabItem|div|span|details)\b/, entry.path);
    assert.doesNotMatch(text, /\bimport \w+ from '/, entry.path);
    assert.doesNotMatch(text, /^---|sidebar_label:|description: /, entry.path);
    assert.doesNotMatch(text, /:::(note|tip|warning|danger|info)/, entry.path);
  }
});

test('nothing of the index is in the JavaScript bundles: only its URL', () => {
  const { name, data } = loadIndex();
  const jsDir = join(buildDir, 'assets', 'js');
  const bundles = readdirSync(jsDir).map((file) => readFileSync(join(jsDir, file), 'utf8'));
  // A run of the vocabulary, as the file stores it, would appear verbatim if the index (or its
  // terms) were bundled into the JavaScript or the global data.
  const { vocabulary } = data;
  const probe = JSON.stringify(vocabulary.slice(1000, 1060)).slice(1, -1);
  assert.ok(
    !bundles.some((bundle) => bundle.includes(probe)),
    `index terms found in a bundle: ${probe}`,
  );
  assert.ok(
    bundles.some((bundle) => bundle.includes(name)),
    'the index URL is not published to the client',
  );
});
