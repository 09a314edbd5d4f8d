import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { median } from './stats';

const website = join(__dirname, '..');

/** One clean production build (every cache removed first); returns its wall time in seconds. */
function cleanBuild(bundler: 'rspack' | 'webpack'): number {
  for (const dir of ['.docusaurus', 'build', 'node_modules/.cache', '../node_modules/.cache']) {
    rmSync(join(website, dir), { recursive: true, force: true });
  }
  const started = process.hrtime.bigint();
  const run = spawnSync('npx', ['docusaurus', 'build'], {
    cwd: website,
    env: { ...process.env, DOCS_BUNDLER: bundler === 'webpack' ? 'webpack' : 'rspack' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  if (run.status !== 0) throw new Error(`the ${bundler} build failed:\n${run.stderr.toString()}`);
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/** Median clean-build time of each bundler over `runs` builds, interleaved so drift hits both. */
export function measureBuildTimes(
  runs = 3,
): Record<'rspack' | 'webpack', { runs: number[]; median: number }> {
  const times = { rspack: [] as number[], webpack: [] as number[] };
  for (let i = 0; i < runs; i += 1) {
    times.webpack.push(cleanBuild('webpack'));
    times.rspack.push(cleanBuild('rspack'));
  }
  // Leave the default (Rspack) build in place for the measurements that follow.
  return {
    rspack: { runs: times.rspack, median: median(times.rspack) },
    webpack: { runs: times.webpack, median: median(times.webpack) },
  };
}
