import type { DocumentRecord } from '../storage/entities.js';
import { valueAt } from './filters.js';

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
    for (const document of documents) {
      const raw = valueAt(document, property);
      for (const value of Array.isArray(raw) ? raw : [raw]) {
        if (value === undefined || value === null || typeof value === 'object') continue;
        if (request.ranges && typeof value === 'number') {
          for (const range of request.ranges) {
            if (value >= range.from && value <= range.to) {
              const key = `${range.from}-${range.to}`;
              counts.set(key, (counts.get(key) ?? 0) + 1);
            }
          }
          continue;
        }
        const key = String(value);
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
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
