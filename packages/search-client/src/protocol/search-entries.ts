import * as z from 'zod/mini';

/**
 * The file the site build writes beside its compact local index: every section with its whole
 * text, for a search service (`npm run search:push` sends it). A gzip JSON array of entries.
 */
export const SEARCH_ENTRIES_FILE = 'search-entries.json.gz';

/** A code block of a section, whole. */
export const codeBlockSchema = z.object({
  /** The fence's language (`bash`, `yaml`), or '' when it names none. */
  language: z._default(z.string(), ''),
  code: z.string(),
  /** How many characters of the entry's `content` come before the block. */
  after: z.number().check(z.int(), z.nonnegative()),
});

export type CodeBlock = z.output<typeof codeBlockSchema>;

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
  /**
   * The same code blocks whole, each with its fence's language and where it stands in `content`
   * (how many characters come before it), so that an answer quoting a sentence can quote the
   * command under it as the reader would copy it. Not searched: `code` holds their text.
   */
  blocks: z._default(z.array(codeBlockSchema), () => []),
  /** The page's title. */
  section: z._default(z.string(), ''),
  /** `current` for unversioned docs. */
  version: z._default(z.string(), 'current'),
  /** `default` for docs pages, `blog` for posts. */
  category: z._default(z.string(), 'default'),
  /**
   * Questions a reader would ask that the section answers, in readers' words: searched with the
   * section (as a set of terms, like `content`), never quoted; a service may offer them as
   * questions to ask next.
   */
  questions: z.optional(z.array(z.string())),
});

export type SearchEntry = z.output<typeof searchEntrySchema>;
