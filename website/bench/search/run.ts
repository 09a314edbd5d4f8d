// `npm run bench:search -w website` (also part of `npm run bench`): the search figures of issue 4.
// Compares engines and index layouts on our query set, then times the built site's search box in
// Chromium. Prints the figures, writes them to bench/out/search.json and rewrites the committed
// report bench/search-engines.md at the repository root. Needs a build (`npm run build`).
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startStaticServer } from '../../tests/support/staticServer';
import { measureBrowserTimings } from './browserTimings';
import { measureEngine, type EngineFigures } from './compareEngines';
import { buildSections } from '../../plugins/search-index/buildSections';
import { corpora } from './corpora';
import { candidateEngines } from './engines';
import { relevanceQueries } from './queries';
import { searchReport } from './report';
import { projectIndexSize } from './sizeProjection';
import { sourcePages } from './sourcePages';

const siteDir = join(__dirname, '..', '..');
const repoDir = join(siteDir, '..');

// The spec's docs pages (the size target is for all of them), of which some are still to write.
const SPEC_DOCS_PAGES = 50;

// The previous site's figures, from the issue: its index file and its keystroke-to-result time.
const oldSite = { indexGzipBytes: 199_000, keystrokeToResultMs: 30 };

async function main() {
  const queries = relevanceQueries();
  const comparison: EngineFigures[] = [];
  const pages = await buildSections(await sourcePages(siteDir), siteDir);
  const corpusList = corpora(pages);
  for (const corpus of corpusList) {
    for (const engine of candidateEngines) {
      const figures = measureEngine(engine, corpus, queries);
      comparison.push(figures);
      console.log(
        `${engine.name.padEnd(13)} ${corpus.name.padEnd(9)} index ${(corpus.gzipBytes / 1000).toFixed(1)} kB gzip, ` +
          `build ${figures.buildMs.toFixed(1)} ms, MRR@10 ${figures.mrrAt10.toFixed(3)}, recall@5 ${figures.recallAt5.toFixed(3)}, ` +
          `query p50 ${figures.queryP50Ms.toFixed(2)} ms, p95 ${figures.queryP95Ms.toFixed(2)} ms`,
      );
    }
  }

  const buildDir = join(siteDir, 'build');
  const indexName = readdirSync(buildDir).find((name) => /^search-index\..*\.json\.gz$/.test(name));
  if (!indexName) throw new Error(`No search index in ${buildDir}: run "npm run build" first`);
  const pagePaths = new Set(
    corpusList[0]!.entries.map((entry) => `${entry.category} ${entry.path.split('#')[0]}`),
  );
  const gzipBytes = statSync(join(buildDir, indexName)).size;
  const shipped = {
    file: indexName,
    gzipBytes,
    pages: pagePaths.size,
    docsPages: [...pagePaths].filter((page) => page.startsWith('default ')).length,
    sections: corpusList[0]!.entries.length,
    gzipBytesPerPage: Math.round(gzipBytes / pagePaths.size),
    projected: projectIndexSize(
      pages,
      SPEC_DOCS_PAGES + pages.filter(({ page }) => page.category === 'blog').length,
    ),
  };
  const server = await startStaticServer({ root: buildDir, basePath: '/bevel-operator-fabric/' });
  let browser;
  try {
    browser = await measureBrowserTimings(
      server,
      queries.map((query) => query.query),
    );
  } finally {
    await server.close();
  }
  console.log(
    `index file ${shipped.file}: ${(shipped.gzipBytes / 1000).toFixed(1)} kB gzip for ${shipped.pages} pages (${shipped.docsPages} docs, ${shipped.sections} sections), ${(shipped.gzipBytesPerPage / 1000).toFixed(2)} kB per page (old site ${oldSite.indexGzipBytes / 1000} kB); ` +
      `projected ${(shipped.projected.gzipBytes / 1000).toFixed(1)} kB for ${shipped.projected.pages} pages (size ∝ pages^${shipped.projected.exponent.toFixed(2)})`,
  );
  console.log(
    `keystroke to first result in Chromium: cold ${browser.coldMs.median.toFixed(1)} ms (median of ${browser.coldMs.runs.length}, download included), ` +
      `(index downloaded at ${browser.coldStagesMs.downloaded.toFixed(0)} ms, checked at ${browser.coldStagesMs.decoded.toFixed(0)} ms, indexed at ${browser.coldStagesMs.ready.toFixed(0)} ms), ` +
      `warm ${browser.warmMs.median.toFixed(1)} ms median, ${browser.warmMs.p95.toFixed(1)} ms p95 over ${browser.warmMs.runs} queries (old site ${oldSite.keystrokeToResultMs} ms)`,
  );
  console.log(
    `downloaded on intent: ${(browser.onIntent.scriptGzipBytes / 1000).toFixed(1)} kB gzip of script + ${(browser.onIntent.indexBytes / 1000).toFixed(1)} kB index; index requests on page load: ${browser.indexRequestsOnLoad}`,
  );

  const figures = {
    measuredAt: new Date().toISOString(),
    oldSite,
    queries: queries.length,
    shipped,
    comparison,
    browser,
  };
  const out = join(repoDir, 'bench', 'out');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'search.json'), JSON.stringify(figures, null, 2));
  writeFileSync(join(repoDir, 'bench', 'search-engines.md'), searchReport(figures));
  console.log(`figures written to ${join(out, 'search.json')} and bench/search-engines.md`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
