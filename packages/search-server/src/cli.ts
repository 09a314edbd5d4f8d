#!/usr/bin/env node
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readEnvConfig } from './config.js';
import { runReportCommand } from './report/report-command.js';
import { startServer } from './server.js';

const USAGE = `Usage: hlf-docs-search-server [--data-dir <dir>] [--port <port>] [--host <host>] [--quiet]
       hlf-docs-search-server report [--data-dir <dir>] [--json] [--limit <n>]   (report --help)

  --data-dir  where collections are stored (default: ./.search-data)
  --port      port to listen on (default: 7700; 0 picks a free port)
  --host      interface to listen on (default: 127.0.0.1)
  --quiet     do not log one line per request

Environment: SEARCH_MASTER_KEY, SEARCH_LLM_BASE_URL, SEARCH_LLM_API_KEY, SEARCH_LLM_MODEL,
SEARCH_LLM_TIMEOUT_MS, SEARCH_SSE_KEEPALIVE_MS, SEARCH_BODY_LIMIT_BYTES, SEARCH_CORS_ORIGINS,
SEARCH_THREADS (search threads beside the writer; default one per core but one).`;

function fail(message: string): never {
  console.error(`hlf-docs-search-server: ${message}\n\n${USAGE}`);
  process.exit(2);
}

async function main(): Promise<void> {
  // Subcommands first; the server start stays the default command.
  if (process.argv[2] === 'report') {
    process.exitCode = await runReportCommand(process.argv.slice(3));
    return;
  }
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        'data-dir': { type: 'string' },
        port: { type: 'string' },
        host: { type: 'string' },
        quiet: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    fail((error as Error).message);
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const port = Number(values.port ?? '7700');
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    fail(`--port must be 0-65535, got "${values.port}"`);
  let env;
  try {
    env = readEnvConfig();
  } catch (error) {
    fail((error as Error).message);
  }
  const dataDir = path.resolve(values['data-dir'] ?? '.search-data');
  const server = await startServer({
    dataDir,
    port,
    host: values.host ?? '127.0.0.1',
    masterKey: env.masterKey,
    chat: env.chat,
    keepAliveMs: env.keepAliveMs,
    bodyLimitBytes: env.bodyLimitBytes,
    corsOrigins: env.corsOrigins,
    searchThreads: env.searchThreads,
    logRequests: !values.quiet,
  });
  if (server.master.origin === 'generated') {
    // The only time the master key is printed: it is stored (mode 0600) for later reference.
    console.log(
      `Generated a master key (shown once; stored in ${server.master.file}):\n  ${server.master.key}`,
    );
  } else {
    console.log(
      `Master key: from ${server.master.origin === 'environment' ? 'SEARCH_MASTER_KEY' : server.master.file}`,
    );
  }
  console.log(
    `Answers: ${env.chat ? `model ${env.chat.model} at ${new URL(env.chat.baseUrl).origin}` : 'extractive (no model configured)'}`,
  );
  console.log(`Data directory: ${dataDir}`);
  console.log(
    `Searches: ${server.searchThreads > 0 ? `${server.searchThreads} search thread(s) beside the writer` : 'in the main thread'}`,
  );
  console.log(`hlf-docs-search-server listening on ${server.url}`);

  const stop = (signal: string) => {
    console.log(`Received ${signal}, closing`);
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(
    `hlf-docs-search-server: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
