/**
 * Two optional fields of a `/search` body that our service adds, so that a search box can ask for
 * only what it shows: without them every hit carries its whole document (a search of the site's
 * sections that lists 60 of them was 77 kB a keystroke, nine tenths of it text nobody sees).
 * A server that does not know them sends whole documents, which a reader of the hits must expect.
 */
export interface SearchShape {
  /** The properties of each hit's document to send; absent: all of them. */
  select?: string[];
  /**
   * Send this text property cut to a snippet of about `length` characters (by default the snippet
   * rule's own, 140: `SNIPPET_LENGTH` of `@hlf-docs/search-text`) that starts a little before the
   * first word the term matches, with `…` where text was left out (`snippetAround` of
   * `@hlf-docs/search-text`). Sent even when `select` leaves the property out.
   */
  snippet?: { property: string; length?: number };
}

/** The bounds of a snippet's length that a server accepts; outside them it answers 400. */
export const SNIPPET_LIMITS = { minLength: 20, maxLength: 1000 } as const;

/** At most this many selected properties. */
export const MAX_SELECTED_PROPERTIES = 100;
