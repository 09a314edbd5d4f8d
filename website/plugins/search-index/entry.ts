/** One searchable section of the site: a page's opening text, or one h2/h3 and what follows it. */
export interface SearchEntry {
  /** Heading text of the section (the page title for the opening text). */
  title: string;
  /** The section's prose as clean text: no markup, JSX, imports or front matter. */
  content: string;
  /** Text of the section's code blocks, kept apart so that it can weigh less than prose. */
  code: string;
  /** Title of the page the section belongs to. */
  section: string;
  /** Docs version: `current` for the unversioned docs (and for blog posts). */
  version: string;
  /** The page's path under the site, with `#anchor` of the heading for a section. */
  path: string;
  /** `default` for docs pages, `blog` for posts. */
  category: 'default' | 'blog';
}

/** The file the site downloads: gzip of this JSON. */
export interface SearchIndexFile {
  /** Bump when the shape changes, so a stale client can tell. */
  format: 1;
  entries: SearchEntry[];
}
