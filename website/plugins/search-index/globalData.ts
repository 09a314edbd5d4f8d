/** What the site's search box learns at run time: only where to download the index from. */
export interface SearchIndexGlobalData {
  indexUrl: string;
}
