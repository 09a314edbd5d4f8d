import { test } from 'node:test';
import assert from 'node:assert/strict';
import { relevanceQueries } from '../../bench/search/queries';
import { siteSearch } from './buildSearchFiles';
import { specPages } from './specPages';

// The site search must find every docs page for the words a reader would type: the project's own
// query set (bench/search/queries.json) names the pages that answer each query, and the engine the
// search box runs is asked them against the index the build wrote.

const baseUrl = '/bevel-operator-fabric/';
const pagePaths = ['docs/', ...specPages.map((page) => `docs/${page.id}`)].map(
  (path) => `${baseUrl}${path}`,
);

test('every docs page is the best answer to at least two queries of the set', () => {
  const counts = new Map(pagePaths.map((path) => [path, 0]));
  for (const query of relevanceQueries()) {
    const best = query.expected[0]!;
    if (counts.has(best)) counts.set(best, counts.get(best)! + 1);
  }
  const thin = [...counts].filter(([, count]) => count < 2).map(([path]) => path);
  assert.deepEqual(thin, [], 'pages with fewer than two queries in bench/search/queries.json');
});

test('the search box ranks each docs page in the top three for most of its queries', () => {
  const search = siteSearch();
  const ranks = new Map<string, { query: string; rank: number }[]>();
  for (const { query, expected } of relevanceQueries()) {
    const best = expected[0]!;
    if (!pagePaths.includes(best)) continue;
    const results = search.search(query).map((page) => page.path);
    const rank = results.findIndex((path) => expected.includes(path)) + 1;
    ranks.set(best, [...(ranks.get(best) ?? []), { query, rank }]);
  }
  const misses: string[] = [];
  for (const [path, found] of ranks) {
    const top3 = found.filter(({ rank }) => rank >= 1 && rank <= 3).length;
    // A page may miss one query of several (a query can fairly be answered by a sibling page),
    // but never most of them.
    if (top3 * 2 < found.length || top3 === 0) {
      misses.push(
        `${path}: ${found.map(({ query, rank }) => `"${query}" → ${rank || 'not found'}`).join(', ')}`,
      );
    }
  }
  assert.deepEqual(misses, []);
});
