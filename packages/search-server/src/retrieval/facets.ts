import type { DocumentRecord } from '../storage/entities.js';
import { propertyReader } from './filters.js';

export interface FacetRequest {
  limit?: number;
  offset?: number;
  sort?: 'asc' | 'desc';
  ranges?: { from: number; to: number }[];
}

export interface FacetResult {
  /** Number of distinct values. */
  count: number;
  values: Record<string, number>;
}

/** Count the values of each requested property over all matching documents (not just one page). */
export function computeFacets(
  documents: readonly DocumentRecord[],
  requests: Record<string, FacetRequest>,
): Record<string, FacetResult> {
  const out: Record<string, FacetResult> = {};
  for (const [property, request] of Object.entries(requests)) {
    const counts = new Map<string, number>();
    const read = propertyReader(property);
    const tally = (value: unknown) => {
      if (value === undefined || value === null || typeof value === 'object') return;
      if (request.ranges && typeof value === 'number') {
        for (const range of request.ranges) {
          if (value >= range.from && value <= range.to) {
            const key = `${range.from}-${range.to}`;
            counts.set(key, (counts.get(key) ?? 0) + 1);
          }
        }
        return;
      }
      const key = String(value);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    };
    for (const document of documents) {
      const raw = read(document);
      // A list counts each of its values; a single value is tallied as it is, without the array
      // of one that a search box's thousand matching sections would each make at every keystroke.
      if (Array.isArray(raw)) for (const value of raw) tally(value);
      else tally(raw);
    }
    const direction = request.sort === 'asc' ? 1 : -1;
    const sorted = [...counts.entries()].sort(
      (a, b) => direction * (a[1] - b[1]) || a[0].localeCompare(b[0]),
    );
    const offset = request.offset ?? 0;
    const limit = request.limit ?? 10;
    out[property] = {
      count: counts.size,
      values: Object.fromEntries(sorted.slice(offset, offset + limit)),
    };
  }
  return out;
}
