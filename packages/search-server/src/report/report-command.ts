import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatReport } from './format-report.js';
import { collectDocsGaps, DEFAULT_REPORT_LIMIT, ReportError } from './report.js';

export const REPORT_USAGE = `Usage: hlf-docs-search-server report [--data-dir <dir>] [--json] [--limit <n>]

  For each collection of the data directory, the docs gaps to write next, most frequent first,
  each with the closest page: the questions the service declined (no good source), the searches
  of the site that found nothing (its analytics telemetry) and the answers readers marked not
  helpful (feedback). Reads the files only: safe beside a running server.

  --data-dir  where collections are stored (default: ./.search-data)
  --json      print JSON for machines instead of text
  --limit     at most this many items of each kind per collection (default: ${DEFAULT_REPORT_LIMIT})`;

/** The `report` subcommand: prints the report, and resolves with the exit code. */
export async function runReportCommand(
  args: string[],
  out: (text: string) => void = (text) => process.stdout.write(text),
  err: (text: string) => void = (text) => process.stderr.write(text),
): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        'data-dir': { type: 'string' },
        json: { type: 'boolean' },
        limit: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    err(`hlf-docs-search-server report: ${(error as Error).message}\n\n${REPORT_USAGE}\n`);
    return 2;
  }
  if (values.help) {
    out(`${REPORT_USAGE}\n`);
    return 0;
  }
  const limit = Number(values.limit ?? DEFAULT_REPORT_LIMIT);
  if (!Number.isInteger(limit) || limit < 1) {
    err(
      `hlf-docs-search-server report: --limit must be a positive integer, got "${values.limit}"\n`,
    );
    return 2;
  }
  const dataDir = path.resolve(values['data-dir'] ?? '.search-data');
  try {
    const gaps = await collectDocsGaps(dataDir, limit);
    out(
      values.json
        ? `${JSON.stringify({ dataDir, collections: gaps }, null, 2)}\n`
        : formatReport(gaps),
    );
    return 0;
  } catch (error) {
    const message = error instanceof ReportError ? error.message : (error as Error).message;
    err(`hlf-docs-search-server report: ${message}\n`);
    return 1;
  }
}
