import type { SearchHit } from '@hlf-docs/search-client';
import { searchEntrySchema } from '@hlf-docs/search-client/protocol';

/** A section of the docs an answer cites, as the panel links to it. */
export interface SourceLink {
  /** The section's path with its anchor: the link opens the exact section. */
  path: string;
  /** The section's heading. */
  title: string;
  /** The page's title (the same as `title` for a page's first section). */
  page: string;
}

/**
 * The site's sections among search hits, best first, each path once. A hit that is not one of the
 * site's entries (another index of the collection) has no page to open, so it is left out.
 */
export function sourceLinks(hits: readonly SearchHit[] | null | undefined): SourceLink[] {
  const links: SourceLink[] = [];
  const seen = new Set<string>();
  for (const hit of hits ?? []) {
    const parsed = searchEntrySchema.safeParse(hit.document);
    if (!parsed.success || seen.has(parsed.data.path)) continue;
    seen.add(parsed.data.path);
    const { path, title, section } = parsed.data;
    links.push({ path, title: title || section || path, page: section || title });
  }
  return links;
}
