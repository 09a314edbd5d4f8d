import type { SearchHit } from '../retrieval/search.js';
import type { WeightedHit } from '../retrieval/weighted-search.js';
import { documentLink } from './document-text.js';

/**
 * How much a section gains from being on a page the reader is on: a boost, never a filter, so a
 * question that page does not answer still finds its sources elsewhere.
 */
export type PagePreference = ReadonlyMap<string, number>;

/**
 * The page of a site path: without its anchor, query or trailing slash (`/docs/` is the page
 * `/docs`), so that a page named by a reader and by a section's path compare equal.
 */
export const pageOf = (path: string): string =>
  (path.split(/[#?]/)[0] ?? path).replace(/(.)\/+$/, '$1');

/** A hit's site path: its document's link, or its id when the document has none. */
export const pathOfHit = (hit: SearchHit): string => documentLink(hit.document) ?? hit.id;

/** The page a hit is on. */
export const pageOfHit = (hit: SearchHit): string => pageOf(pathOfHit(hit));

/** A page's opening text: its path has no anchor. */
export const isIntroduction = (hit: SearchHit): boolean => !pathOfHit(hit).includes('#');

/**
 * The score of an introduction that gives way to a section of its page: just below the section's,
 * so that it stays the page's next source instead of dropping behind other pages.
 */
export const justBelow = (score: number): number => score * 0.99;

/** The most a section gains from the pages preferred (the reader's, the conversation's). */
const MOST = 2;

/** How much a section's page is preferred: 1 when it is on none of the pages. */
export function preferenceOf(hit: WeightedHit, pages: PagePreference): number {
  const link = documentLink(hit.document);
  return link ? (pages.get(pageOf(link)) ?? 1) : 1;
}

export function preferPages(hits: readonly WeightedHit[], pages: PagePreference): WeightedHit[] {
  if (pages.size === 0) return [...hits];
  return hits.map((hit) => {
    const factor = preferenceOf(hit, pages);
    return factor === 1 ? hit : { ...hit, score: hit.score * Math.min(MOST, factor) };
  });
}

/** Merge preferences: a page preferred twice keeps the larger factor. */
export function combinePreferences(...preferences: PagePreference[]): Map<string, number> {
  const merged = new Map<string, number>();
  for (const preference of preferences) {
    for (const [page, factor] of preference) {
      merged.set(page, Math.max(factor, merged.get(page) ?? 1));
    }
  }
  return merged;
}
