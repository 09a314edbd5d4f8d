import { useMemo } from 'react';
import { formatDuration } from '@hlf-docs/search-client';
import type { PageHit, SectionHit, SectionSearch } from '@site/src/search/engine';
import type { Facet } from './FacetTabs';

/** Pages shown at most, and sections shown at most per page. */
const MAX_PAGES = 10;
const MAX_SECTIONS_PER_PAGE = 3;

export interface Results {
  /** The pages shown, for the chosen facet, each with at most three sections. */
  pages: PageHit[];
  /** The sections shown, in the order the arrow keys visit them. */
  options: SectionHit[];
  /** Matching sections per facet, before the facet filter. */
  counts: Record<Facet, number>;
  /** Matching sections in the chosen facet. */
  total: number;
  /** How long the search took, as the spec formats durations. */
  took: string;
}

/** Runs `search` and says how long it took. */
function timed<T>(search: () => T): { value: T; took: string } {
  const start = performance.now();
  const value = search();
  return { value, took: formatDuration(performance.now() - start) };
}

/**
 * Shapes pages of results for the dialog: the chosen facet, at most ten pages of three sections.
 * `categoryCounts` (from a service's facet) replaces the counts of the pages given, which a
 * service sends only in part.
 */
export function shapeResults(
  all: readonly PageHit[],
  took: string,
  facet: Facet,
  categoryCounts?: Record<string, number>,
): Results {
  const counts: Record<Facet, number> = { all: 0, default: 0, blog: 0 };
  for (const page of all) {
    counts.all += page.sections.length;
    counts[page.category] += page.sections.length;
  }
  if (categoryCounts) {
    counts.default = categoryCounts.default ?? 0;
    counts.blog = categoryCounts.blog ?? 0;
    counts.all = counts.default + counts.blog;
  }
  const pages = all
    .filter((page) => facet === 'all' || page.category === facet)
    .slice(0, MAX_PAGES)
    .map((page) => ({ ...page, sections: page.sections.slice(0, MAX_SECTIONS_PER_PAGE) }));
  return {
    pages,
    options: pages.flatMap((page) => page.sections),
    counts,
    total: counts[facet],
    took,
  };
}

/** Runs the query in the page's own index for the docs version and facet. */
export function useResults(
  engine: SectionSearch | undefined,
  query: string,
  version: string,
  facet: Facet,
): Results | undefined {
  return useMemo(() => {
    if (!engine || query.trim() === '') return undefined;
    const { value: all, took } = timed(() =>
      engine.search(query, (entry) => entry.version === version),
    );
    return shapeResults(all, took, facet);
  }, [engine, query, version, facet]);
}
