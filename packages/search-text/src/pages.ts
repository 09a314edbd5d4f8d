/** Share of a page's other matching sections added to its best one when ranking pages. */
export const OTHER_SECTIONS_SHARE = 0.5;

/** A page of the site with its matching sections, best first. */
export interface PageGroup<Hit> {
  /** The page's path, without an anchor. */
  path: string;
  score: number;
  sections: Hit[];
}

/**
 * Groups section hits (best first) by page, best page first: a page scores its best section plus
 * a share of its other sections, so a page that answers in several places ranks higher. `pathOf`
 * gives a hit's path; its `#anchor` is dropped. The site's search box shows its results this way,
 * and a caller of the service groups the service's hits with it to list the same pages.
 */
export function groupByPage<Hit extends { score: number }>(
  hits: readonly Hit[],
  pathOf: (hit: Hit) => string,
): PageGroup<Hit>[] {
  const pages = new Map<string, PageGroup<Hit>>();
  for (const hit of hits) {
    const path = pathOf(hit).split('#')[0]!;
    const page = pages.get(path);
    if (page) {
      page.sections.push(hit);
      page.score += OTHER_SECTIONS_SHARE * hit.score;
    } else {
      pages.set(path, { path, score: hit.score, sections: [hit] });
    }
  }
  return [...pages.values()].sort((a, b) => b.score - a.score);
}
