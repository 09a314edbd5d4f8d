import sidebars from '../../sidebars';
import { specPages } from '../content/specPages';

type SidebarItem = string | { type: string; items?: SidebarItem[]; id?: string };

/** Doc ids of the main sidebar, in reading order. */
export function sidebarDocIds(): string[] {
  const ids: string[] = [];
  const visit = (items: SidebarItem[]) => {
    for (const item of items) {
      if (typeof item === 'string') ids.push(item);
      else if (item.type === 'doc' && item.id) ids.push(item.id);
      else if (item.items) visit(item.items);
    }
  };
  visit(sidebars.mainSidebar as SidebarItem[]);
  return ids;
}

/** The route of a doc id, relative to the base URL (the index doc `intro` is served at docs/). */
export function docPath(id: string): string {
  return id === 'intro' ? 'docs/' : `docs/${id}`;
}

/**
 * Every docs page a reader can reach: the sidebar's, then the spec's pages that are built but kept
 * out of the sidebar (linked from their sections instead).
 */
export function allDocIds(): string[] {
  const hidden = specPages.filter((page) => page.hidden).map((page) => page.id);
  return [...sidebarDocIds(), ...hidden];
}
