#!/usr/bin/env node
// The command line of `npm run search:push` (bin `hlf-docs-search-push`): arguments, environment,
// messages and exit codes. The push itself is push/push-entries.ts.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readEntriesFile } from './push/entries-file.js';
import { PushError } from './push/push-error.js';
import { pushEntries } from './push/push-entries.js';
import type { PushSummary, PushTarget } from './push/push-entries.js';
import { serviceLabel } from './push/service-label.js';

const USAGE = `Usage: hlf-docs-search-push [file] [--url <url>] [--collection <id>] [--index <id>]

Makes an index of a collection mirror the website's sections with their whole text: creates the
index if it is missing, inserts every entry (the entry's path is its id, so a section pushed again
is replaced), then deletes the documents that are no longer in the file.

  file          the entries file (default: website/build/search-entries.json.gz of this repository)
  --url         service URL (default: SEARCH_URL, else http://127.0.0.1:7700)
  --collection  collection id (default: SEARCH_COLLECTION_ID)
  --index       index id (default: SEARCH_INDEX_ID, else "docs")
  --replace     accepted for older scripts: every push already removes what the file lacks

The write key is read from SEARCH_WRITE_KEY only (never a flag, so it stays out of shell history).
Exit codes: 0 pushed, 1 the push failed, 2 bad arguments or environment.`;

const NAME = 'hlf-docs-search-push';
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const DEFAULT_FILE = path.join(REPO_ROOT, 'website', 'build', 'search-entries.json.gz');

/** Wrong arguments or environment: exit 2, with the usage. */
class UsageError extends Error {}

interface PushCommand {
  file: string;
  target: PushTarget;
  defaultFile: boolean;
}

/** An environment variable, with an empty or blank value counted as unset. */
function fromEnv(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

function parseCommand(argv: string[]): PushCommand | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        url: { type: 'string' },
        collection: { type: 'string' },
        index: { type: 'string' },
        // The mirror is the only mode; the flag of the former opt-in is accepted and changes nothing.
        replace: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return 'help';
  if (positionals.length > 1) {
    throw new UsageError(`Expected at most one entries file, got ${positionals.length} arguments`);
  }
  const writeAPIKey = fromEnv('SEARCH_WRITE_KEY');
  if (!writeAPIKey) {
    throw new UsageError(
      'SEARCH_WRITE_KEY is not set: the write key is read from the environment only',
    );
  }
  const collectionID = values.collection ?? fromEnv('SEARCH_COLLECTION_ID');
  if (!collectionID) {
    throw new UsageError('No collection: pass --collection <id> or set SEARCH_COLLECTION_ID');
  }
  const given = positionals[0];
  return {
    // Under `npm run -w`, the cwd is this package; INIT_CWD is where the user typed the command.
    file: given ? path.resolve(process.env.INIT_CWD ?? process.cwd(), given) : DEFAULT_FILE,
    defaultFile: !given,
    target: {
      url: values.url ?? fromEnv('SEARCH_URL') ?? 'http://127.0.0.1:7700',
      collectionID,
      indexID: values.index ?? fromEnv('SEARCH_INDEX_ID') ?? 'docs',
      writeAPIKey,
    },
  };
}

function describe(summary: PushSummary): string {
  const parts = [
    summary.createdIndex ? 'index created' : 'index existed',
    `${summary.batches} insert request${summary.batches === 1 ? '' : 's'}`,
    `${summary.removedIDs} id${summary.removedIDs === 1 ? '' : 's'} no longer in the file removed`,
  ];
  return parts.join('; ');
}

/** The hint that turns an error into something to do. */
function hint(error: PushError, command: PushCommand): string {
  if (error.failure === 'key-rejected') return '. Check SEARCH_WRITE_KEY.';
  if (error.failure === 'entries-file' && command.defaultFile) {
    return '. Build the website first (npm run build -w website), or pass the file path.';
  }
  return '';
}

async function main(): Promise<number> {
  let command: PushCommand | 'help';
  try {
    command = parseCommand(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${NAME}: ${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (command === 'help') {
    console.log(USAGE);
    return 0;
  }
  const started = performance.now();
  try {
    const entries = await readEntriesFile(command.file);
    const summary = await pushEntries(entries, command.target);
    const ms = Math.round(performance.now() - started);
    const { collectionID, indexID, url } = command.target;
    console.log(
      `Pushed ${summary.upserted} ${summary.upserted === 1 ? 'entry' : 'entries'} from ${command.file} into ${collectionID}/${indexID} at ${serviceLabel(url)} in ${ms} ms (${describe(summary)})`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof PushError)) throw error;
    console.error(`${NAME}: ${error.message}${hint(error, command)}`);
    return 1;
  }
}

// exitCode rather than exit(): a piped stdout is written out before the process ends.
main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // Not one of ours: a bug. The message is printed, never the environment (it holds the key).
    console.error(
      `${NAME}: unexpected failure: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exitCode = 1;
  },
);
