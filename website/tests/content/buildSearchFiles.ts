import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { SEARCH_ENTRIES_FILE } from '@hlf-docs/search-client/protocol';
import { SectionSearch } from '../../src/search/engine';
import { decodeSearchIndex, type SearchEntry } from '../../src/search/indexFormat';
import type { ServiceEntry } from '../../plugins/search-index/serviceEntries';
import { websiteDir } from './docsFiles';

// The two search files the build writes: the compact index the search box downloads (local mode)
// and the sections with their whole text that a search service indexes (cloud mode).

const buildDir = join(websiteDir, 'build');

function readGzipJson(name: string): unknown {
  return JSON.parse(gunzipSync(readFileSync(join(buildDir, name))).toString('utf8'));
}

/** The sections of the index file of the build, as the search box reads them. */
export function siteEntries(): SearchEntry[] {
  const name = readdirSync(buildDir).find((file) =>
    /^search-index\.[0-9a-f]{10}\.json\.gz$/.test(file),
  );
  assert.ok(name, 'no search index in the build (run the build first)');
  return decodeSearchIndex(readGzipJson(name));
}

/** The site's search box, as a reader gets it: its engine over the index file of the build. */
export function siteSearch(): SectionSearch {
  return new SectionSearch(siteEntries());
}

/** The sections as the build hands them to a search service (`npm run search:push`). */
export function serviceEntries(): ServiceEntry[] {
  const name = SEARCH_ENTRIES_FILE;
  assert.ok(readdirSync(buildDir).includes(name), `no ${name} in the build (run the build first)`);
  return readGzipJson(name) as ServiceEntry[];
}
