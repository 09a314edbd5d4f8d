import type { BrowserTimings } from './browserTimings';
import type { EngineFigures } from './compareEngines';
import type { SizeProjection } from './sizeProjection';

interface Figures {
  measuredAt: string;
  oldSite: { indexGzipBytes: number; keystrokeToResultMs: number };
  queries: number;
  shipped: {
    file: string;
    gzipBytes: number;
    pages: number;
    docsPages: number;
    sections: number;
    gzipBytesPerPage: number;
    projected: SizeProjection;
  };
  comparison: EngineFigures[];
  browser: BrowserTimings;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;

/** The committed record of the engine comparison and the search box's figures (Markdown). */
export function searchReport(figures: Figures): string {
  const rows = figures.comparison.map(
    (row) =>
      `| ${row.engine} | ${row.corpus} | ${kB(row.indexGzipBytes)} | ${ms(row.buildMs)} | ${row.mrrAt10.toFixed(3)} | ${row.recallAt5.toFixed(3)} | ${ms(row.queryP50Ms)} | ${ms(row.queryP95Ms)} |`,
  );
  const kept = figures.comparison.find(
    (row) => row.engine === 'minisearch' && row.corpus === 'compact',
  );
  const misses = (kept?.misses ?? []).map(
    (miss) =>
      `- "${miss.query}": ${miss.rank ? `rank ${miss.rank}` : 'not in the first 10'} (first: ${miss.top ?? 'nothing'})`,
  );
  const { browser, shipped, oldSite } = figures;
  return `# Search: engine comparison and figures

Written by \`npm run bench:search -w website\` (part of \`npm run bench\`) on ${figures.measuredAt.slice(0, 10)}.
Do not edit by hand: run the bench again.

## Engines and index layouts

Both engines index the same sections with the same term rules (@hlf-docs/search-text), fields and
weights, and rank pages the same way; they differ in how they index and score. The query set is
bench/search/queries.json: ${figures.queries} queries written by hand, each with the pages that answer it.
A result counts when its page is one of them. "full text" ships every section's prose and code;
"compact" is the file the site ships (snippets and term postings, src/search/indexFormat.ts).

| engine | index layout | index (gzip) | build in memory | MRR@10 | recall@5 | query p50 | query p95 |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}

Kept: MiniSearch on the compact layout. The weights were tuned on this same set, so its MRR is an
upper estimate for unseen queries.

Queries whose answer is not first (kept engine):
${misses.join('\n')}

## The site's search box

| figure | ours | old site |
|---|---|---|
| index file | ${kB(shipped.gzipBytes)} gzip for ${shipped.pages} pages (${shipped.docsPages} docs pages, ${shipped.sections} sections): ${kB(shipped.gzipBytesPerPage)} per page | ${kB(oldSite.indexGzipBytes)}, never used |
| index file projected for ${shipped.projected.pages} pages (the spec's 50 docs pages and today's posts), from its growth over subsets of today's pages (size ∝ pages^${shipped.projected.exponent.toFixed(2)}) | ${kB(shipped.projected.gzipBytes)} | |
| index requests on page load | ${browser.indexRequestsOnLoad} | index text in every page's JavaScript |
| downloaded on first intent | ${kB(browser.onIntent.scriptGzipBytes)} gzip of script + ${kB(browser.onIntent.indexBytes)} index | |
| shortcut to first result, cold (download included), median of ${browser.coldMs.runs.length}; slowest run | ${ms(browser.coldMs.median)}; ${ms(Math.max(...browser.coldMs.runs))} | |
| of which, from the shortcut: dialog script running / index downloaded and unpacked / checked and expanded / indexed | ${ms(browser.coldStagesMs.start)} / ${ms(browser.coldStagesMs.downloaded)} / ${ms(browser.coldStagesMs.decoded)} / ${ms(browser.coldStagesMs.ready)} | |
| keystroke to first result, warm, median / p95 over ${browser.warmMs.runs} queries | ${ms(browser.warmMs.median)} / ${ms(browser.warmMs.p95)} | ${oldSite.keystrokeToResultMs} ms |
`;
}
