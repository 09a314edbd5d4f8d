import { test } from 'node:test';
import type { TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { groupByPage } from '@hlf-docs/search-text';
import { relevanceQueries } from '../../bench/search/queries';
import type { ServiceEntry } from '../../plugins/search-index/serviceEntries';
import { serviceEntries, siteSearch } from './buildSearchFiles';
import { startServiceWith } from './serviceInProcess';

// The site's search box (local mode) and the search service behind its cloud mode share one text
// pipeline and ranking (@hlf-docs/search-text). The proof, on the project's query set: every query
// goes through the search box's engine over the index file of the build, and through our real
// service's /search over the build's entries for services; both must name the same best page.
// Both files come from the build, as the other content tests' do: they are what readers get.

/** The protocol's largest page of hits: every section that passes the relevance floor. */
const HITS = 1000;

const pageList = (pages: readonly string[]) =>
  pages
    .slice(0, 3)
    .map((page) => page.replace('/bevel-operator-fabric', ''))
    .join(', ') || 'nothing';

/**
 * The search box's engine over the build's index file, and the pages our real service's /search
 * finds over the build's entries for services (stopped when the test ends).
 */
async function bothSearches(t: TestContext) {
  const site = siteSearch();
  const service = await startServiceWith(
    serviceEntries().map((entry, position) => ({ ...entry, id: String(position) })),
  );
  t.after(() => service.close());
  const cloudPages = async (query: string) => {
    const { hits } = await service.reader.search<ServiceEntry>({ term: query, limit: HITS });
    return groupByPage(hits, (hit) => hit.document.path).map((page) => page.path);
  };
  return { site, cloudPages };
}

test(
  'the search box and the search service name the same best page for every query of the set',
  { timeout: 60_000 },
  async (t) => {
    const { site, cloudPages } = await bothSearches(t);

    const queries = relevanceQueries();
    const differences: string[] = [];
    let found = 0;
    let sameFirstFive = 0;
    for (const { query } of queries) {
      const local = site.search(query).map((page) => page.path);
      const cloud = await cloudPages(query);
      if (local.length > 0) found += 1;
      if (local.slice(0, 5).join() === cloud.slice(0, 5).join()) sameFirstFive += 1;
      if (local[0] !== cloud[0])
        differences.push(`"${query}": site ${pageList(local)}; service ${pageList(cloud)}`);
    }
    t.diagnostic(
      `same best page for ${queries.length - differences.length} of ${queries.length} queries, ` +
        `same first five pages for ${sameFirstFive}`,
    );
    for (const difference of differences) t.diagnostic(difference);
    assert.ok(found > queries.length * 0.9, `the site found pages for only ${found} queries`);
    assert.deepEqual(differences, [], 'queries whose best page differs (site; service)');
  },
);

test(
  'a word typed with two neighbouring letters swapped finds what the word finds, in both',
  { timeout: 60_000 },
  async (t) => {
    const { site, cloudPages } = await bothSearches(t);
    // One slip to the reader, two edits to the typo rule, which allows one below eight letters.
    for (const [typed, meant] of [
      ['isntall chaincode', 'install chaincode'],
      ['upgarde the operator', 'upgrade the operator'],
      ['chanenl', 'channel'],
      ['revoke an identiyt', 'revoke an identity'],
    ] as const) {
      const local = site.search(typed).map((page) => page.path);
      assert.ok(local.length > 0, `the search box found nothing for "${typed}"`);
      assert.equal(local[0], site.search(meant)[0]?.path, `search box: "${typed}"`);
      const cloud = await cloudPages(typed);
      assert.equal(cloud[0], (await cloudPages(meant))[0], `service: "${typed}"`);
    }
  },
);
