import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SearchResult } from '@hlf-docs/search-client';
import { toPages } from '../../src/search/cloud/cloudSearch';

const hit = (id: string, score: number, document: Record<string, unknown>) => ({
  id,
  score,
  document,
});
const section = (path: string, title: string, page: string, category = 'default') => ({
  title,
  path,
  section: page,
  content: `About ${title}: renew the certificates of a peer with kubectl hlf.`,
  code: '',
  version: 'current',
  category,
});

test("the service's hits become the result list's pages, best page first, sections grouped", () => {
  const result = {
    count: 4,
    elapsed: { raw: 12, formatted: '12ms' },
    hits: [
      hit('a', 10, section('/docs/renew#peer', 'Renew a peer', 'Renew certificates')),
      hit('b', 6, section('/blog/x', 'Renewal arrives', 'Release 1.9', 'blog')),
      hit('c', 5, section('/docs/renew#orderer', 'Renew an orderer', 'Renew certificates')),
      hit('d', 4, { unrelated: true }),
    ],
  } satisfies SearchResult;
  const pages = toPages(result, 'renew peer');
  assert.deepEqual(
    pages.map((page) => [page.path, page.title, page.category, page.sections.length]),
    [
      ['/docs/renew', 'Renew certificates', 'default', 2],
      ['/blog/x', 'Release 1.9', 'blog', 1],
    ],
  );
  assert.deepEqual(pages[0]!.sections[0]!.terms, ['renew', 'peer']);
  assert.equal(pages[0]!.sections[1]!.entry.path, '/docs/renew#orderer');
});
