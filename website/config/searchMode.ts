import * as z from 'zod';

/**
 * Where the site's search answers from, chosen at build time.
 *
 * - `local` (the default): the index file the build writes, searched in the page; no assistant.
 * - `cloud`: a search-and-answer service (ours, `packages/search-server`, or any of the same
 *   protocol) through `@hlf-docs/search-client`, with the answer assistant.
 *
 * The browser gets only what is here, so the key must be a read key: a write key in the site
 * would let any reader change the collection.
 */
export type SearchMode =
  { mode: 'local' } | { mode: 'cloud'; url: string; collectionID: string; readKey: string };

const VARIABLES = ['SEARCH_URL', 'SEARCH_COLLECTION_ID', 'SEARCH_READ_KEY'] as const;

/** A build-time configuration mistake; the message names the variable. */
export class SearchConfigError extends Error {
  override name = 'SearchConfigError';
}

const url = z
  .url({ protocol: /^https?$/, error: 'SEARCH_URL must be an http(s) URL' })
  .transform((value) => value.replace(/\/+$/, ''));

/**
 * Read the search mode from the environment: all three variables set is cloud mode, none is local
 * mode, anything in between is an error naming what is missing. Values never appear in errors.
 */
export function readSearchMode(env: Record<string, string | undefined>): SearchMode {
  const value = (name: string) => env[name]?.trim() || undefined;
  const set = VARIABLES.filter((name) => value(name) !== undefined);
  if (set.length === 0) return { mode: 'local' };
  if (set.length < VARIABLES.length) {
    const missing = VARIABLES.filter((name) => !set.includes(name));
    throw new SearchConfigError(
      `Cloud search needs ${VARIABLES.join(', ')}; ${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set but ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not. Set all three for cloud mode, or none for the local index.`,
    );
  }
  const readKey = value('SEARCH_READ_KEY')!;
  const writeKey = value('SEARCH_WRITE_KEY');
  if (readKey.startsWith('write_') || (writeKey !== undefined && readKey === writeKey)) {
    throw new SearchConfigError(
      "SEARCH_READ_KEY holds a write key. The site ships this key to every reader; give it the collection's read key (read_...) instead.",
    );
  }
  const parsedUrl = url.safeParse(value('SEARCH_URL'));
  if (!parsedUrl.success) throw new SearchConfigError('SEARCH_URL must be an http(s) URL');
  return {
    mode: 'cloud',
    url: parsedUrl.data,
    collectionID: value('SEARCH_COLLECTION_ID')!,
    readKey,
  };
}
