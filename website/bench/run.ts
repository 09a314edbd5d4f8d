// `npm run bench -w website`: clean build time (Rspack and webpack), first-load JS+CSS bytes and
// Lighthouse mobile scores of the landing page and a tutorial. Prints medians and writes them to
// bench/out/site.json at the repository root. BENCH_SKIP_BUILD=1 measures the existing build only.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { measureBuildTimes } from './buildTime';
import { measureFirstLoad } from './firstLoad';
import { measureLighthouse } from './lighthouseScores';
import { startStaticServer } from '../tests/support/staticServer';

// Figures of the previous site, measured on this kind of machine (issue #2).
const baseline = {
  buildSeconds: 48,
  firstLoadKb: { '/': 411, 'docs/intro/getting-started': 432 },
  lighthouse: { performance: '81-86', accessibility: '94-96' },
};

const pages = ['', 'docs/intro/getting-started'];

async function main() {
  const builds = process.env.BENCH_SKIP_BUILD ? undefined : measureBuildTimes(3);
  if (builds) {
    console.log(
      `clean build, median of 3: Rspack ${builds.rspack.median.toFixed(1)} s, webpack ${builds.webpack.median.toFixed(1)} s`,
    );
  }
  const server = await startStaticServer({
    root: join(__dirname, '..', 'build'),
    basePath: '/bevel-operator-fabric/',
  });
  try {
    const firstLoad = await measureFirstLoad(server, pages);
    for (const [page, load] of Object.entries(firstLoad)) {
      const old = baseline.firstLoadKb[page as keyof typeof baseline.firstLoadKb];
      console.log(
        `first load ${page}: ${(load.gzipBytes / 1000).toFixed(1)} kB gzip in ${load.files} files (old site ${old} kB: ${((100 * load.gzipBytes) / 1000 / old).toFixed(0)}%)`,
      );
    }
    const lighthouse = await measureLighthouse(server, pages);
    for (const [page, scores] of Object.entries(lighthouse)) {
      console.log(
        `lighthouse mobile ${page}: performance ${scores.performance}, accessibility ${scores.accessibility} (median of ${scores.runs.length})`,
      );
    }
    const out = join(__dirname, '..', '..', 'bench', 'out');
    mkdirSync(out, { recursive: true });
    writeFileSync(
      join(out, 'site.json'),
      JSON.stringify(
        { measuredAt: new Date().toISOString(), baseline, builds, firstLoad, lighthouse },
        null,
        2,
      ),
    );
    console.log(`figures written to ${join(out, 'site.json')}`);
  } finally {
    await server.close();
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
