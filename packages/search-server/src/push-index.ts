#!/usr/bin/env node
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';

const USAGE = `Usage: hlf-docs-search-push [file] [--url <url>] [--collection <id>] [--index <id>] [--replace]

Sends the website's sections with their whole text (website/build/search-entries.json.gz) into a collection.

  file          the entries file (default: website/build/search-entries.json.gz)
  --url         service URL (default: SEARCH_URL, else http://127.0.0.1:7700)
  --collection  collection id (default: SEARCH_COLLECTION_ID)
  --index       index id (default: SEARCH_INDEX_ID, else "docs")
  --replace     empty the index first, so pages removed from the site disappear

The write key is read from SEARCH_WRITE_KEY only (never a flag, so it stays out of shell history).`;

const BATCH = 500;

export class PushError extends Error {}

interface IndexEntry {
  title: string;
  content: string;
  section: string;
  version: string;
  path: string;
  category: string;
}

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function defaultIndexFile(): Promise<string> {
  const dir = path.join(REPO_ROOT, 'website', 'build');
  let names: string[] = [];
  try {
    names = (await readdir(dir)).filter((name) => name === 'search-entries.json.gz');
  } catch {
    // reported below
  }
  if (names.length === 0) {
    throw new PushError(
      `No search-entries.json.gz in ${dir}. Build the website first (npm run build -w website) or pass the file path.`,
    );
  }
  const dated = await Promise.all(
    names.map(async (name) => ({
      file: path.join(dir, name),
      mtime: (await stat(path.join(dir, name))).mtimeMs,
    })),
  );
  return dated.sort((a, b) => b.mtime - a.mtime)[0]?.file ?? '';
}

async function readEntries(file: string): Promise<IndexEntry[]> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch {
    throw new PushError(`Search index file not found: ${file}`);
  }
  let parsed: unknown;
  try {
    const text =
      bytes[0] === 0x1f && bytes[1] === 0x8b
        ? gunzipSync(bytes).toString('utf8')
        : bytes.toString('utf8');
    parsed = JSON.parse(text);
  } catch {
    throw new PushError(`${file} is not a gzip JSON search index`);
  }
  if (!Array.isArray(parsed)) throw new PushError(`${file}: expected a JSON array of entries`);
  return parsed.map((entry: unknown, position) => {
    const record = entry as Partial<Record<keyof IndexEntry, unknown>> | null;
    for (const field of ['title', 'path'] as const) {
      if (!record || typeof record[field] !== 'string') {
        throw new PushError(`${file}: entry ${position} has no string "${field}"`);
      }
    }
    const text = (field: keyof IndexEntry, fallback: string) =>
      typeof record?.[field] === 'string' ? (record[field] as string) : fallback;
    return {
      title: text('title', ''),
      content: text('content', ''),
      section: text('section', ''),
      version: text('version', 'current'),
      path: text('path', ''),
      category: text('category', 'default'),
    };
  });
}

/** Ids are the entry paths (section anchors make them unique); a repeated path gets a suffix. */
function withIds(entries: IndexEntry[]): (IndexEntry & { id: string })[] {
  const seen = new Map<string, number>();
  return entries.map((entry) => {
    const count = (seen.get(entry.path) ?? 0) + 1;
    seen.set(entry.path, count);
    return { ...entry, id: count === 1 ? entry.path : `${entry.path}~${count}` };
  });
}

interface Target {
  url: string;
  collection: string;
  index: string;
  writeKey: string;
}

async function post(
  target: Target,
  route: string,
  body: unknown,
): Promise<{ status: number; text: string }> {
  const url = `${target.url.replace(/\/+$/, '')}/v1/collections/${encodeURIComponent(target.collection)}${route}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${target.writeKey}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
  } catch {
    throw new PushError(`Cannot reach the search service at ${target.url}`);
  }
  const text = await response.text();
  if (response.status === 401 || response.status === 403) {
    throw new PushError(
      `The search service refused the key in SEARCH_WRITE_KEY (${response.status}): it is not the write key of collection "${target.collection}"`,
    );
  }
  return { status: response.status, text };
}

function failure(route: string, result: { status: number; text: string }): PushError {
  let message = result.text;
  try {
    message = (JSON.parse(result.text) as { error: { message: string } }).error.message;
  } catch {
    // keep the raw text
  }
  return new PushError(`Request to "${route}" failed with status ${result.status}: ${message}`);
}

export async function pushIndex(file: string, target: Target, replace: boolean): Promise<number> {
  const entries = withIds(await readEntries(file));
  if (replace) {
    const deleted = await post(target, '/indexes/delete', { index_id_to_delete: target.index });
    if (deleted.status !== 200 && deleted.status !== 404) throw failure('/indexes/delete', deleted);
  }
  const created = await post(target, '/indexes/create', {
    id: target.index,
    embedding: 'automatic',
  });
  if (created.status === 404) throw failure('/indexes/create', created);
  if (created.status !== 200 && created.status !== 409) throw failure('/indexes/create', created);
  for (let start = 0; start < entries.length; start += BATCH) {
    const route = `/indexes/${encodeURIComponent(target.index)}/insert`;
    const inserted = await post(target, route, entries.slice(start, start + BATCH));
    if (inserted.status !== 200) throw failure(route, inserted);
  }
  return entries.length;
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      url: { type: 'string' },
      collection: { type: 'string' },
      index: { type: 'string' },
      replace: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const writeKey = process.env.SEARCH_WRITE_KEY?.trim();
  if (!writeKey)
    throw new PushError(
      'SEARCH_WRITE_KEY is not set: the write key is read from the environment only',
    );
  const collection = values.collection ?? process.env.SEARCH_COLLECTION_ID;
  if (!collection)
    throw new PushError('No collection: pass --collection <id> or set SEARCH_COLLECTION_ID');
  const target: Target = {
    url: values.url ?? process.env.SEARCH_URL ?? 'http://127.0.0.1:7700',
    collection,
    index: values.index ?? process.env.SEARCH_INDEX_ID ?? 'docs',
    writeKey,
  };
  // Under `npm run -w`, the cwd is this package; INIT_CWD is where the user typed the command.
  const file = positionals[0]
    ? path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0])
    : await defaultIndexFile();
  const started = performance.now();
  const count = await pushIndex(file, target, values.replace === true);
  const ms = Math.round(performance.now() - started);
  console.log(
    `Pushed ${count} entries from ${file} into ${target.collection}/${target.index} at ${target.url} in ${ms} ms`,
  );
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`hlf-docs-search-push: ${message}`);
  if (!(error instanceof PushError)) console.error(USAGE);
  process.exit(1);
});
