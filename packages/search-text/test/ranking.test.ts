import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  groupByPage,
  MIN_SHARE_OF_BEST,
  queryTermCount,
  rankSections,
  sectionScore,
} from '../src/index.js';

test('a section holding half the words of a query keeps half its score', () => {
  const words = queryTermCount('renew the peer certificates');
  assert.equal(words, 3);
  assert.equal(sectionScore(9, ['peer', 'renew', 'certificates'], words), 9);
  assert.equal(sectionScore(9, ['peer', 'peer'], words), 3);
  assert.equal(sectionScore(9, [], 0), 0);
});

test('sections are ranked best first, without those far below the best', () => {
  const hits = [
    { id: 'weak', score: 100 * MIN_SHARE_OF_BEST - 0.01 },
    { id: 'best', score: 100 },
    { id: 'fair', score: 100 * MIN_SHARE_OF_BEST },
  ];
  assert.deepEqual(
    rankSections(hits).map((hit) => hit.id),
    ['best', 'fair'],
  );
  assert.deepEqual(rankSections([]), []);
});

test('a page that answers in several sections outranks one strong section', () => {
  const hits = [
    { path: '/docs/a#one', score: 10 },
    { path: '/docs/b#one', score: 8 },
    { path: '/docs/b#two', score: 6 },
    { path: '/docs/c', score: 1 },
  ];
  const pages = groupByPage(hits, (hit) => hit.path);
  assert.deepEqual(
    pages.map((page) => [page.path, page.score]),
    [
      ['/docs/b', 11],
      ['/docs/a', 10],
      ['/docs/c', 1],
    ],
  );
  assert.deepEqual(
    pages[0]?.sections.map((hit) => hit.path),
    ['/docs/b#one', '/docs/b#two'],
  );
});
