import * as z from 'zod/mini';

/**
 * The file the site build writes beside its compact local index: every section with its whole
 * text, for a search service (`npm run search:push` sends it). A gzip JSON array of entries.
 */
export const SEARCH_ENTRIES_FILE = 'search-entries.json.gz';

/**
 * One section of the site. `title` and `path` (the page's route with the section's anchor; it
 * becomes the document id in a service) are required; the others default to what the site uses.
 */
export const searchEntrySchema = z.object({
  title: z.string(),
  path: z.string().check(z.minLength(1)),
  /** The prose. */
  content: z._default(z.string(), ''),
  /** The code blocks, apart from the prose (a search may weigh them less). */
  code: z._default(z.string(), ''),
  /** The page's title. */
  section: z._default(z.string(), ''),
  /** `current` for unversioned docs. */
  version: z._default(z.string(), 'current'),
  /** `default` for docs pages, `blog` for posts. */
  category: z._default(z.string(), 'default'),
});

export type SearchEntry = z.output<typeof searchEntrySchema>;
