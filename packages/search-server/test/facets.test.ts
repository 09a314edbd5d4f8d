import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { computeFacets } from '../src/retrieval/facets.js';
import type { DocumentRecord } from '../src/storage/entities.js';

// A facet counts the values of one property over every matching document: each value of a list
// once, a nested property by its path, a number by the ranges asked for; nothing for a missing,
// null or object value.

const documents: DocumentRecord[] = [
  { id: 'a', category: 'docs', tags: ['peer', 'ha'], meta: { tier: 'basic' }, price: 5 },
  { id: 'b', category: 'docs', tags: ['peer'], meta: { tier: 'premium' }, price: 20 },
  { id: 'c', category: 'blog', tags: [], meta: null, price: 80 },
  { id: 'd', category: { nested: true }, price: 'free' },
];

describe('computeFacets', () => {
  it('counts single values, each value of a list, and nested properties by their path', () => {
    const facets = computeFacets(documents, { category: {}, tags: {}, 'meta.tier': {} });
    assert.deepEqual(facets.category, { count: 2, values: { docs: 2, blog: 1 } });
    assert.deepEqual(facets.tags, { count: 2, values: { peer: 2, ha: 1 } });
    assert.deepEqual(facets['meta.tier'], { count: 2, values: { basic: 1, premium: 1 } });
  });

  it('counts numbers by the ranges asked for, a number in two ranges in both', () => {
    const facets = computeFacets(documents, {
      price: {
        ranges: [
          { from: 0, to: 20 },
          { from: 10, to: 100 },
        ],
      },
    });
    assert.deepEqual(facets.price, { count: 3, values: { '0-20': 2, '10-100': 2, free: 1 } });
  });
});
