import sidebars from '../../sidebars';

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
