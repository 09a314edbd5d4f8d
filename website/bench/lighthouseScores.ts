import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { chromiumExecutable } from '../tests/support/chromium';
import type { StaticServer } from '../tests/support/staticServer';
import { median } from './stats';

export interface Scores {
  performance: number;
  accessibility: number;
  runs: { performance: number; accessibility: number }[];
}

const lighthouseBin = join(__dirname, '..', '..', 'node_modules', '.bin', 'lighthouse');

interface LighthouseReport {
  categories: Record<'performance' | 'accessibility', { score: number | null }>;
}

/** One run of Lighthouse's CLI (its default: a mobile device on simulated slow 4G). */
async function runOnce(url: string): Promise<{ performance: number; accessibility: number }> {
  // The CLI, not the Node API: the API's page functions break under the TypeScript loader. Run it
  // asynchronously: the static server it loads pages from lives in this process.
  const run = await promisify(execFile)(
    lighthouseBin,
    [
      url,
      '--output=json',
      '--quiet',
      '--only-categories=performance,accessibility',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
    ],
    {
      env: { ...process.env, CHROME_PATH: chromiumExecutable() },
      maxBuffer: 64 * 1024 * 1024,
      timeout: 180_000,
    },
  ).catch((error: Error & { stderr?: string }) => {
    throw new Error(`lighthouse failed on ${url}: ${(error.stderr ?? error.message).slice(-2000)}`);
  });
  const report = JSON.parse(run.stdout) as LighthouseReport;
  return {
    performance: Math.round((report.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((report.categories.accessibility.score ?? 0) * 100),
  };
}

/** Median of `runs` Lighthouse mobile runs per page. */
export async function measureLighthouse(
  server: StaticServer,
  paths: string[],
  runs = 3,
): Promise<Record<string, Scores>> {
  const results: Record<string, Scores> = {};
  for (const path of paths) {
    const all: Scores['runs'] = [];
    for (let i = 0; i < runs; i += 1) all.push(await runOnce(new URL(path, server.url).href));
    results[path || '/'] = {
      performance: median(all.map((run) => run.performance)),
      accessibility: median(all.map((run) => run.accessibility)),
      runs: all,
    };
  }
  return results;
}
