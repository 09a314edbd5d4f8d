import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { makeDocuments, QUERY_TERMS } from './corpus.js';
import { answerLoad } from './answer-load.js';
import { median } from './answers/figures.js';
import { generateLoad } from './load-generator.js';
import type { LoadResult, RequestSpec } from './load-generator.js';
import { BENCH_BODY_LIMIT_BYTES, noiseLoad } from './noise-load.js';
import { requestCosts } from './request-cost.js';
import { loadSiteCollection, readerRequests } from './site-load.js';
import { postJson } from './http.js';

/**
 * Service benchmark: time to index 10,000 documents over HTTP, then search requests per second
 * and p50/p99 latency at 1, 8 and 64 connections on loopback; the site's own collection under a
 * reader's keystrokes at 64 connections (site-load.ts); and the server's memory. With
 * BENCH_BASELINE set to another checkout, that checkout's server is benched the same way in the
 * same run, and the ratios printed.
 * Every figure is the median of RUNS runs. The server runs in its own process (the CLI), so the
 * load generator does not share its event loop.
 */

const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_FILE = path.resolve(PACKAGE_DIR, '../../bench/out/server.json');
const MASTER = 'bench-master-key-0123456789';
const DOCUMENTS = 10_000;
const BATCH = 1_000;
const RUNS = 3;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 4);
const CONNECTIONS = [1, 8, 64];

async function memoryOf(pid: number): Promise<{ rssMiB: number; peakRssMiB: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return {
    rssMiB: Math.round(kib('VmRSS') / 102.4) / 10,
    peakRssMiB: Math.round(kib('VmHWM') / 102.4) / 10,
  };
}

async function startServer(packageDir: string, dataDir: string) {
  const child = spawn(
    process.execPath,
    // From source: the service's imports of the client resolve to its src/ (no build needed).
    [
      '--conditions=@hlf-docs/source',
      '--import',
      'tsx',
      'src/cli.ts',
      '--data-dir',
      dataDir,
      '--port',
      '0',
      '--quiet',
    ],
    {
      cwd: packageDir,
      env: {
        ...process.env,
        SEARCH_MASTER_KEY: MASTER,
        SEARCH_LLM_BASE_URL: '',
        SEARCH_LLM_MODEL: '',
        SEARCH_BODY_LIMIT_BYTES: String(BENCH_BODY_LIMIT_BYTES),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 30_000);
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
  return { child, url };
}

interface LoadFigures {
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

/** `RUNS` runs of `DURATION_S` seconds of autocannon; the medians. */
async function load(
  url: string,
  connections: number,
  requests: { method: string; path: string; headers: Record<string, string>; body: string }[],
): Promise<LoadFigures> {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    runs.push(await autocannon({ url, connections, duration: DURATION_S, requests }));
  }
  return {
    connections,
    requestsPerSecond: Math.round(median(runs.map((result) => result.requests.average))),
    p50Ms: median(runs.map((result) => result.latency.p50)),
    p99Ms: median(runs.map((result) => result.latency.p99)),
    errors: runs.reduce((sum, result) => sum + result.errors + result.non2xx + result.timeouts, 0),
  };
}

/**
 * The reader mix as readers send it: each of the 64 connections sends the next search of the list
 * when its last is answered, so the connections are at different places of it (load-process.ts,
 * a process of its own). autocannon starts every connection at the top of the list: all 64 ask
 * for the same prefix at the same moment, and the server's cache (one search answers them all)
 * makes that 5 to 6 times faster than readers at their own pace. Both are printed.
 */
async function spreadLoad(
  url: string,
  connections: number,
  requests: RequestSpec[],
): Promise<LoadFigures> {
  const runs: LoadResult[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    runs.push(await generateLoad({ url, connections, durationS: DURATION_S, requests }));
  }
  return {
    connections,
    requestsPerSecond: Math.round(median(runs.map((result) => result.requestsPerSecond))),
    p50Ms: median(runs.map((result) => result.p50Ms)),
    p99Ms: median(runs.map((result) => result.p99Ms)),
    errors: runs.reduce((sum, result) => sum + result.status4xx + result.failed, 0),
  };
}

/** Every figure of one server: the one in `packageDir`, started on an empty data directory. */
async function benchServer(packageDir: string) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hlf-search-bench-'));
  const { child, url } = await startServer(packageDir, dataDir);
  try {
    const { read_api_key: readKey, write_api_key: writeKey } = (await postJson(
      `${url}/v1/collections/create`,
      MASTER,
      { id: 'bench' },
    )) as { read_api_key: string; write_api_key: string };
    const base = `${url}/v1/collections/bench`;
    const documents = makeDocuments(DOCUMENTS);

    // Indexing: a fresh index per run; the last one stays for the search runs.
    const indexTimes: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const index = `run${run}`;
      await postJson(`${base}/indexes/create`, writeKey, { id: index });
      const started = performance.now();
      for (let start = 0; start < documents.length; start += BATCH) {
        await postJson(
          `${base}/indexes/${index}/insert`,
          writeKey,
          documents.slice(start, start + BATCH),
        );
      }
      indexTimes.push(performance.now() - started);
      if (run < RUNS - 1)
        await postJson(`${base}/indexes/delete`, writeKey, { index_id_to_delete: index });
    }
    const memoryAfterIndexing = await memoryOf(child.pid ?? 0);

    const syntheticRequests = QUERY_TERMS.map((term) => ({
      method: 'POST',
      path: `/v1/collections/bench/search?api-key=${readKey}`,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ term, limit: 10, facets: { category: {} } }),
    }));
    const search: LoadFigures[] = [];
    for (const connections of CONNECTIONS) {
      search.push(await load(url, connections, syntheticRequests));
    }

    const site = await loadSiteCollection(url, MASTER);
    const siteRequests = await readerRequests(site.readKey);
    const siteSearch = await load(url, 64, siteRequests);
    const siteSpread = await spreadLoad(url, 64, siteRequests);
    const memoryAfterLoad = await memoryOf(child.pid ?? 0);
    const answers = await answerLoad(url, site.readKey, child.pid ?? 0);
    const noise = await noiseLoad(url, site.readKey, siteRequests, DURATION_S, RUNS);
    const costs = await requestCosts(
      url,
      child.pid ?? 0,
      site.readKey,
      siteRequests,
      DURATION_S,
      RUNS,
    );

    return {
      documents: DOCUMENTS,
      indexing: {
        batchSize: BATCH,
        medianMs: Math.round(median(indexTimes)),
        runsMs: indexTimes.map(Math.round),
        documentsPerSecond: Math.round(DOCUMENTS / (median(indexTimes) / 1000)),
      },
      search,
      site: {
        sections: site.sections,
        distinctRequests: new Set(siteRequests.map((request) => request.body)).size,
        search: siteSearch,
        spread: siteSpread,
      },
      answers,
      noise,
      costs,
      memory: { afterIndexing: memoryAfterIndexing, afterLoad: memoryAfterLoad },
    };
  } finally {
    child.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  }
}

type ServerFigures = Awaited<ReturnType<typeof benchServer>>;

/** `BENCH_BASELINE`: another checkout (its root or its packages/search-server), benched alike. */
function baselineDir(): string | undefined {
  const given = process.env.BENCH_BASELINE;
  if (!given) return undefined;
  const dir = path.resolve(given);
  return path.basename(dir) === 'search-server' ? dir : path.join(dir, 'packages/search-server');
}

function printFigures(name: string, figures: ServerFigures): void {
  console.log(`\n${name}`);
  console.log(
    `  index ${figures.documents} documents (batches of ${BATCH}, fsync per batch): ${figures.indexing.medianMs} ms median`,
  );
  console.table(
    [
      ...figures.search.map((row) => ({
        load: `10,000 documents, ${row.connections} conn`,
        ...row,
      })),
      {
        load: `site (${figures.site.sections} sections), reader mix, 64 conn in lockstep`,
        ...figures.site.search,
      },
      {
        load: `site, reader mix, 64 conn each at its own place`,
        ...figures.site.spread,
      },
    ].map((row) => ({
      load: row.load,
      'requests/s': row.requestsPerSecond,
      'p50 ms': row.p50Ms,
      'p99 ms': row.p99Ms,
      errors: row.errors,
    })),
  );
  console.log(
    `  RSS after indexing ${figures.memory.afterIndexing.rssMiB} MiB; after load ${figures.memory.afterLoad.rssMiB} MiB (peak ${figures.memory.afterLoad.peakRssMiB} MiB)`,
  );
  const { answers, noise, costs } = figures;
  console.log(
    `  answers: ${answers.streams} extractive streams, ${answers.concurrent} at once: ${answers.complete} complete (acknowledgement first, answer's closing event last); first event p50 ${answers.firstEventP50Ms} / p99 ${answers.firstEventP99Ms} ms; last event p50 ${answers.lastEventP50Ms} / p99 ${answers.lastEventP99Ms} ms; peak RSS while answering ${answers.peakRssMiB} MiB`,
  );
  const { paced, flatOut, bad } = noise;
  console.log(
    `  bad input, ${noise.noiseRatePerSecond}/s evenly spread from a client process of its own, beside the reader mix (median of ${RUNS}, interleaved): paced at ${paced.goodRatePerSecond}/s (half of flat out), good p99 ${paced.quiet.p99Ms} ms alone, ${paced.noisy.p99Ms} ms with it (${paced.p99Ratio}x); flat out, good p99 ${flatOut.quiet.p99Ms} -> ${flatOut.noisy.p99Ms} ms (${flatOut.p99Ratio}x), ${flatOut.quiet.requestsPerSecond} -> ${flatOut.noisy.requestsPerSecond} requests/s; bad requests: ${bad.answered4xx} of ${bad.sent} answered 4xx (p99 ${bad.p99Ms} ms), ${bad.other} otherwise`,
  );
  if (costs.length > 0) {
    console.log(
      `  server CPU per request (all threads, user and kernel; each kind alone at a fixed rate, median of ${RUNS}): ${costs.map((cost) => `${cost.kind} ${cost.cpuMsPerRequest} ms (${cost.rate}/s)`).join('; ')}`,
    );
  }
}

async function main(): Promise<void> {
  const current = await benchServer(PACKAGE_DIR);
  const baselinePackage = baselineDir();
  const baseline = baselinePackage ? await benchServer(baselinePackage) : undefined;

  const report = {
    measuredAt: new Date().toISOString(),
    node: process.version,
    machine: { cpus: (await import('node:os')).cpus().length, platform: process.platform },
    method: `median of ${RUNS} runs; search runs of ${DURATION_S} s each with autocannon on loopback; server in its own process; the site load is every prefix (2+ characters) of the project's query set, with the site's cloud-mode parameters`,
    current,
    ...(baseline && { baseline: { dir: baselinePackage, ...baseline } }),
  };
  await mkdir(path.dirname(OUT_FILE), { recursive: true });
  await writeFile(OUT_FILE, `${JSON.stringify(report, null, 2)}\n`);

  console.log(`\nSearch service benchmark (${report.method})`);
  printFigures('This checkout', current);
  if (baseline) {
    printFigures(`Baseline (${baselinePackage})`, baseline);
    const ratio = (now: LoadFigures, then: LoadFigures) =>
      `${(now.requestsPerSecond / then.requestsPerSecond).toFixed(2)}x requests/s, p99 ${now.p99Ms} vs ${then.p99Ms} ms`;
    console.log('\nThis checkout against the baseline, same run:');
    current.search.forEach((row, index) =>
      console.log(
        `  10,000 documents, ${row.connections} conn: ${ratio(row, baseline.search[index]!)}`,
      ),
    );
    console.log(
      `  site, reader mix, 64 conn in lockstep: ${ratio(current.site.search, baseline.site.search)}`,
    );
    console.log(
      `  site, reader mix, 64 conn each at its own place: ${ratio(current.site.spread, baseline.site.spread)}`,
    );
    console.log(
      `  answers, ${current.answers.concurrent} at once: first event p99 ${current.answers.firstEventP99Ms} vs ${baseline.answers.firstEventP99Ms} ms, complete ${current.answers.complete}/${current.answers.streams} vs ${baseline.answers.complete}/${baseline.answers.streams}, peak RSS ${current.answers.peakRssMiB} vs ${baseline.answers.peakRssMiB} MiB`,
    );
    console.log(
      `  bad input beside the reader mix: good p99 moved ${current.noise.paced.p99Ratio}x vs ${baseline.noise.paced.p99Ratio}x paced at half load, ${current.noise.flatOut.p99Ratio}x vs ${baseline.noise.flatOut.p99Ratio}x flat out`,
    );
  }
  console.log(`Written to ${OUT_FILE}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
