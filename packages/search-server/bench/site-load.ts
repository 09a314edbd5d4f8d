import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SNIPPET_LENGTH } from '@hlf-docs/search-text';
import { pushEntries } from '../src/push/push-entries.js';
import { readEntriesFile } from '../src/push/entries-file.js';
import { postJson } from './http.js';

// The site's own collection under a reader-like load: the sections the site's build writes (what
// `npm run search:push` sends) and the queries of the project's query set as a reader types them,
// every prefix from two characters on, with the parameters the site's cloud mode sends.

const REPO_DIR = path.resolve(import.meta.dirname, '../../..');
export const SITE_ENTRIES_FILE = path.join(REPO_DIR, 'website/build/search-entries.json.gz');
const QUERY_SET_FILE = path.join(REPO_DIR, 'website/bench/search/queries.json');

/**
 * What the site's search box asks for each keystroke (website/src/search/cloud/cloudSearch.ts):
 * 60 sections, each with only what the result list shows and a snippet of its text (a server
 * that does not know `select` and `snippet`, such as the baseline's, sends whole sections).
 */
const SITE_SEARCH = {
  limit: 60,
  where: { version: 'current' },
  facets: { category: {} },
  select: ['title', 'path', 'section', 'version', 'category'],
  snippet: { property: 'content', length: SNIPPET_LENGTH },
};

/** Creates the collection `site` on the server at `url` and pushes the site's sections into it. */
export async function loadSiteCollection(
  url: string,
  masterKey: string,
): Promise<{ readKey: string; sections: number }> {
  const entries = await readEntriesFile(SITE_ENTRIES_FILE).catch((error: unknown) => {
    throw new Error(
      `The site collection needs the site's build (npm run build -w website): ${(error as Error).message}`,
    );
  });
  const created = (await postJson(`${url}/v1/collections/create`, masterKey, { id: 'site' })) as {
    read_api_key: string;
    write_api_key: string;
  };
  await pushEntries(entries, {
    url,
    collectionID: 'site',
    indexID: 'main',
    writeAPIKey: created.write_api_key,
  });
  return { readKey: created.read_api_key, sections: entries.length };
}

/** Every prefix a reader types on the way to each query of the set, from two characters on. */
export async function readerTerms(): Promise<string[]> {
  const set = JSON.parse(await readFile(QUERY_SET_FILE, 'utf8')) as {
    queries: { query: string }[];
  };
  return set.queries.flatMap(({ query }) =>
    Array.from({ length: Math.max(0, query.length - 1) }, (_, end) => query.slice(0, end + 2)),
  );
}

/** The requests of that load, for autocannon. */
export async function readerRequests(readKey: string) {
  return (await readerTerms()).map((term) => ({
    method: 'POST',
    path: `/v1/collections/site/search?api-key=${readKey}`,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ term, ...SITE_SEARCH }),
  }));
}
