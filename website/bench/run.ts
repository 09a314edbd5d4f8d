// `npm run bench -w website`: clean build time (Rspack and webpack), then for every page (the
// landing page, every docs page, the blog) first-load JS+CSS gzip at 375 and 1280 px and
// Lighthouse mobile performance, accessibility, TBT, FCP and LCP (median of BENCH_RUNS runs,
// 3 by default), with the median and the worst page, next to the old site's figures. Writes
// bench/out/site.json at the repository root.
//   BENCH_SKIP_BUILD=1   measure the existing build only
//   BENCH_PAGES=regex    only the pages whose path matches (e.g. 'getting-started')
//   BENCH_RUNS=1         one Lighthouse run per page (a quick look, not a figure to quote)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { measureBuildTimes } from './buildTime';
import { measureFirstLoad } from './firstLoad';
import type { FirstLoad } from './firstLoad';
import { measureLighthouse } from './lighthouseScores';
import type { Scores } from './lighthouseScores';
import { sitePages } from './sitePages';
import { median } from './stats';
import { startStaticServer } from '../tests/support/staticServer';

// The old site's figures, measured on this kind of machine: build and first load (issue #2),
// Lighthouse mobile (issue #15, one run each, the same static server).
const baseline = {
  buildSeconds: 48,
  firstLoadKb1280: { '/': 411, 'docs/intro/getting-started': 432 },
  lighthouse: {
    '/': { performance: 94, tbt: 285, fcp: 920, lcp: 1140 },
    'docs/intro/getting-started': { performance: 89, tbt: 334, fcp: 910, lcp: 2680 },
    'docs/user-guide/install-chaincode': { performance: 93, tbt: 194, fcp: 910, lcp: 2840 },
    'docs/operator-guide/renew-certificates': { performance: 90, tbt: 319, fcp: 910, lcp: 2560 },
  } as Record<string, { performance: number; tbt: number; fcp: number; lcp: number }>,
};

const TARGETS = { performance: 98, accessibility: 100, tbtMs: 100, lcpAfterFcpMs: 200, kb: 200 };

interface PageFigures {
  kb375: number;
  kb1280: number;
  lighthouse: Scores;
}

const kb = (load: FirstLoad | undefined) => (load ? load.gzipBytes / 1000 : Number.NaN);

function summarise(figures: Record<string, PageFigures>) {
  const pages = Object.entries(figures);
  const column = (pick: (page: PageFigures) => number, worst: 'min' | 'max') => {
    const values = pages.map(([path, page]) => ({ path, value: pick(page) }));
    const sorted = [...values].sort((a, b) =>
      worst === 'max' ? b.value - a.value : a.value - b.value,
    );
    return { median: median(values.map((each) => each.value)), worst: sorted[0]! };
  };
  return {
    performance: column((page) => page.lighthouse.performance, 'min'),
    accessibility: column((page) => page.lighthouse.accessibility, 'min'),
    tbt: column((page) => page.lighthouse.tbt, 'max'),
    fcp: column((page) => page.lighthouse.fcp, 'max'),
    lcp: column((page) => page.lighthouse.lcp, 'max'),
    lcpAfterFcp: column((page) => page.lighthouse.lcp - page.lighthouse.fcp, 'max'),
    kb375: column((page) => page.kb375, 'max'),
    kb1280: column((page) => page.kb1280, 'max'),
  };
}

async function main() {
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const builds = process.env.BENCH_SKIP_BUILD ? undefined : measureBuildTimes(3);
  if (builds) {
    console.log(
      `clean build, median of 3: Rspack ${builds.rspack.median.toFixed(1)} s, webpack ${builds.webpack.median.toFixed(1)} s (old site ${baseline.buildSeconds} s)`,
    );
  }
  const buildDir = join(__dirname, '..', 'build');
  const filter = process.env.BENCH_PAGES ? new RegExp(process.env.BENCH_PAGES) : undefined;
  const pages = sitePages(buildDir).filter((path) => !filter || filter.test(path));
  const server = await startStaticServer({ root: buildDir, basePath: '/bevel-operator-fabric/' });
  try {
    const narrow = await measureFirstLoad(server, pages, 375);
    const wide = await measureFirstLoad(server, pages, 1280);
    const lighthouse = await measureLighthouse(server, pages, runs);
    const figures: Record<string, PageFigures> = {};
    console.log(
      `${'page'.padEnd(58)} perf a11y   TBT    FCP    LCP  kB@375 kB@1280   (Lighthouse mobile, median of ${runs})`,
    );
    for (const path of pages) {
      const key = path || '/';
      const page = {
        kb375: kb(narrow[key]),
        kb1280: kb(wide[key]),
        lighthouse: lighthouse[key]!,
      };
      figures[key] = page;
      const { performance, accessibility, tbt, fcp, lcp } = page.lighthouse;
      const old = baseline.lighthouse[key];
      console.log(
        `${key.padEnd(58)} ${String(performance).padStart(4)} ${String(accessibility).padStart(4)} ${String(tbt).padStart(5)} ${String(fcp).padStart(6)} ${String(lcp).padStart(6)} ${page.kb375.toFixed(1).padStart(7)} ${page.kb1280.toFixed(1).padStart(7)}` +
          (old ? `   old site: ${old.performance} / ${old.tbt} / ${old.fcp} / ${old.lcp}` : ''),
      );
    }
    const summary = summarise(figures);
    console.log(
      `\nover ${pages.length} pages (targets: perf >= ${TARGETS.performance}, a11y ${TARGETS.accessibility}, TBT <= ${TARGETS.tbtMs} ms, LCP - FCP <= ${TARGETS.lcpAfterFcpMs} ms, <= ${TARGETS.kb} kB):`,
    );
    for (const [figure, { median: middle, worst }] of Object.entries(summary)) {
      console.log(
        `  ${figure.padEnd(12)} median ${middle.toFixed(1).padStart(7)}   worst ${worst.value.toFixed(1).padStart(7)} (${worst.path})`,
      );
    }
    const out = join(__dirname, '..', '..', 'bench', 'out');
    mkdirSync(out, { recursive: true });
    writeFileSync(
      join(out, 'site.json'),
      JSON.stringify(
        {
          measuredAt: new Date().toISOString(),
          runs,
          baseline,
          targets: TARGETS,
          builds,
          summary,
          pages: figures,
        },
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
