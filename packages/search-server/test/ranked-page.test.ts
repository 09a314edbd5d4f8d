import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MIN_SHARE_OF_BEST } from '@hlf-docs/search-text';
import { rankedPage } from '../src/retrieval/ranked-page.js';
import type { RankedPage } from '../src/retrieval/ranked-page.js';
import { searchCollection } from '../src/retrieval/search.js';
import type { SearchParams, SearchResult } from '../src/retrieval/search.js';
import type { CombinedMatches } from '../src/retrieval/term-matches.js';
import type { TextIndex } from '../src/retrieval/text-index.js';
import { CollectionState } from '../src/storage/collection-state.js';
import type { CollectionMeta, IndexMeta } from '../src/storage/entities.js';
import { KEYSTROKES, syntheticSections } from './helpers/synthetic-sections.js';

// The search box's search ranks and pages its matches in one pass (ranked-page.ts). It must give
// exactly what the general path gives (every match an object, ranked by rankSections): the same
// count, hits, scores and order, ties included, and the same facets, whatever the parameters.

function collection(): { state: CollectionState; text: TextIndex } {
  const state = new CollectionState({ id: 'site' } as CollectionMeta);
  state.apply({ op: 'index.create', index: { id: 'main' } as IndexMeta });
  state.apply({ op: 'documents.upsert', index: 'main', documents: syntheticSections(600) });
  return { state, text: state.indexes.get('main')!.text };
}

/** The search as the general path answers it: the one-pass page hidden for the call. */
function generalSearch(state: CollectionState, text: TextIndex, params: SearchParams) {
  const own = text as { searchPage?: unknown };
  const onePass = own.searchPage;
  own.searchPage = undefined;
  try {
    return searchCollection(state, params);
  } finally {
    own.searchPage = onePass;
  }
}

const summary = (result: SearchResult) => ({
  count: result.count,
  hits: result.hits.map((hit) => [hit.id, hit.score, hit.document]),
  facets: result.facets,
});

const VARIANTS: Omit<SearchParams, 'term'>[] = [
  // What the site's search box sends.
  { limit: 60, where: { version: 'current' }, facets: { category: {} } },
  { offset: 7, limit: 5 },
  { limit: 1000, threshold: 0 },
  { limit: 20, exact: true, facets: { category: {}, version: {} } },
  { limit: 20, properties: ['title'] },
  { limit: 20, where: { category: 'blog' }, threshold: 0.5 },
];

describe('a search ranked and paged in one pass', () => {
  it('answers what the general path answers, for every keystroke and parameter', () => {
    const { state, text } = collection();
    const onePass = text.searchPage!.bind(text);
    let pages = 0;
    (text as { searchPage?: TextIndex['searchPage'] }).searchPage = (query, request) => {
      const page = onePass(query, request);
      if (page) pages += 1;
      return page;
    };
    let hits = 0;
    for (const variant of VARIANTS) {
      for (const term of KEYSTROKES) {
        const params = { term, ...variant };
        const general = generalSearch(state, text, params);
        const actual = searchCollection(state, params);
        assert.deepEqual(summary(actual), summary(general), `"${term}" ${JSON.stringify(variant)}`);
        hits += general.hits.length;
      }
    }
    assert.ok(pages > KEYSTROKES.length * VARIANTS.length * 0.9, `${pages} searches in one pass`);
    assert.ok(hits > 20_000, `${hits} hits compared`);
  });

  it('sees a write at the next search', () => {
    const { state } = collection();
    const search = () => searchCollection(state, { term: 'zebra', limit: 10 });
    assert.equal(search().count, 0);
    state.apply({
      op: 'documents.upsert',
      index: 'main',
      documents: [{ id: 'new', title: 'Zebra crossing', content: 'peers' }],
    });
    assert.deepEqual(
      search().hits.map((hit) => hit.id),
      ['new'],
    );
    state.apply({ op: 'documents.delete', index: 'main', ids: ['new'] });
    assert.equal(search().count, 0);
  });

  it('keeps a where up to date when a write changes only what the where reads', () => {
    // The index remembers which documents a where kept, by the engine's numbers, until its next
    // write: a section moved to another version, its words unchanged, must leave the current
    // version's results at once, even when the write renumbers the documents.
    const { state } = collection();
    const search = () =>
      searchCollection(state, { term: 'peer', limit: 1000, where: { version: 'current' } });
    const before = search();
    // The last hit: taking out the best would lower the floor under which hits are left out.
    const moved = before.hits.at(-1)!.document;
    const ids = (result: SearchResult) => result.hits.map((hit) => hit.id);
    const upsert = (document: typeof moved) =>
      state.apply({ op: 'documents.upsert', index: 'main', documents: [document] });
    // A property no document had makes the index rebuild, which numbers the documents afresh.
    upsert({ ...moved, version: 'v1', note: 'moved to v1' });
    const after = search();
    assert.equal(after.count, before.count - 1);
    assert.ok(!ids(after).includes(moved.id), `${moved.id} left the current version`);
    upsert(moved);
    // Back in the current version (its place among equal scores may change: it is met later).
    assert.deepEqual(ids(search()).sort(), ids(before).sort());
  });
});

describe('rankedPage', () => {
  /** Matches of a two-word query, given as [MiniSearch score, words matched] in meeting order. */
  const combined = (slots: [number, number][]): CombinedMatches => ({
    size: slots.length,
    scores: Float64Array.from(slots.map(([score]) => score)),
    matchedCounts: Int32Array.from(slots.map(([, matched]) => matched)),
    termsOf: () => [],
    idOf: (slot) => `s${slot}`,
    numberOf: (slot) => slot,
  });
  const request = {
    kept: () => true,
    documentOf: (id: string) => ({ id }),
    offset: 0,
    limit: 10,
  };
  const ids = (page: RankedPage) => page.hits.map((hit) => hit.id);

  it('orders equal section scores by MiniSearch score, then by meeting order', () => {
    // Section scores: 1 × 2 / 2 = 1, 2 × 1 / 2 = 1, 1 × 2 / 2 = 1.
    const page = rankedPage(
      combined([
        [1, 2],
        [2, 1],
        [1, 2],
      ]),
      2,
      1,
      request,
    );
    assert.deepEqual(ids(page), ['s1', 's0', 's2']);
    assert.deepEqual(
      page.hits.map((hit) => hit.score),
      [1, 1, 1],
    );
  });

  it('keeps a match scoring exactly the floor, and leaves out one under it', () => {
    // Best 20 × 2 / 2 = 20: the floor is 20 × MIN_SHARE_OF_BEST = 1.
    const page = rankedPage(
      combined([
        [20, 2],
        [1, 2],
        [0.99, 2],
      ]),
      2,
      1,
      request,
    );
    assert.equal(20 * MIN_SHARE_OF_BEST, 1);
    assert.deepEqual(ids(page), ['s0', 's1']);
    assert.equal(page.count, 2);
  });

  it('leaves out matches with fewer words than needed, and documents the where leaves out', () => {
    const page = rankedPage(
      combined([
        [5, 1],
        [4, 2],
        [3, 2],
      ]),
      2,
      2,
      {
        ...request,
        kept: (document) => document.id !== 's2',
      },
    );
    assert.deepEqual(ids(page), ['s1']);
  });
});
