import type { CollectionState } from '../storage/collection-state.js';

/** Properties that hold long text, never filters. */
const TEXT_PROPERTIES = new Set([
  'id',
  'title',
  'content',
  'section',
  'path',
  'url',
  'description',
]);
/** A property with more distinct values than this is text, not a category. */
const MAX_DISTINCT = 50;

/** Low-cardinality string properties of the collection's documents and their values. */
export function facetValues(state: CollectionState): Map<string, Set<string>> {
  const values = new Map<string, Set<string>>();
  const tooMany = new Set<string>();
  for (const index of state.indexes.values()) {
    for (const document of index.documents.values()) {
      for (const [property, value] of Object.entries(document)) {
        if (TEXT_PROPERTIES.has(property) || tooMany.has(property)) continue;
        if (typeof value !== 'string' || value === '' || value.length > 60) continue;
        const set = values.get(property) ?? new Set<string>();
        set.add(value);
        values.set(property, set);
        if (set.size > MAX_DISTINCT) {
          tooMany.add(property);
          values.delete(property);
        }
      }
    }
  }
  return values;
}
