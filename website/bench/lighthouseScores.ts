import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { chromiumExecutable } from '../tests/support/chromium';
import type { StaticServer } from '../tests/support/staticServer';
import { median } from './stats';

/** One Lighthouse run's figures: scores out of 100, times in milliseconds. */
export interface Run {
  performance: number;
  accessibility: number;
  tbt: number;
  fcp: number;
  lcp: number;
}

/** The median of each figure over the runs of one page. */
export interface Scores extends Run {
  runs: Run[];
}

const lighthouseBin = join(__dirname, '..', '..', 'node_modules', '.bin', 'lighthouse');

interface LighthouseReport {
  categories: Record<'performance' | 'accessibility', { score: number | null }>;
  audits: Record<
    'total-blocking-time' | 'first-contentful-paint' | 'largest-contentful-paint',
    { numericValue?: number }
  >;
}

/** One run of Lighthouse's CLI (its default: a mobile device on simulated slow 4G). */
async function runOnce(url: string): Promise<Run> {
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
  const ms = (audit: keyof LighthouseReport['audits']) =>
    Math.round(report.audits[audit].numericValue ?? Number.NaN);
  return {
    performance: Math.round((report.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((report.categories.accessibility.score ?? 0) * 100),
    tbt: ms('total-blocking-time'),
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
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
    const of = (figure: keyof Run) => median(all.map((run) => run[figure]));
    results[path || '/'] = {
      performance: of('performance'),
      accessibility: of('accessibility'),
      tbt: of('tbt'),
      fcp: of('fcp'),
      lcp: of('lcp'),
      runs: all,
    };
  }
  return results;
}
