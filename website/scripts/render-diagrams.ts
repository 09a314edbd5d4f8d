// `npm run diagrams -w website`: brings the committed cache of rendered diagrams (website/diagrams)
// in line with the ```mermaid blocks of the docs and the blog. Renders each diagram that has no
// entry for the installed Mermaid yet, in light and dark, with the system Chromium; deletes the
// entries no diagram uses any more. `--force` renders every diagram again (after a font change on
// this machine, say). Commit website/diagrams afterwards: the build reads only the cache.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { cacheDir, cachedKeys, entryPath } from '../plugins/mermaid-svg/cache';
import { findDiagrams } from '../plugins/mermaid-svg/findDiagrams';
import { renderDiagrams, type RenderJob } from '../plugins/mermaid-svg/render';
import { entryKey, mermaidVersion, renderId, variants } from '../plugins/mermaid-svg/variants';

interface Job extends RenderJob {
  key: string;
}

async function main() {
  const { values } = parseArgs({ options: { force: { type: 'boolean', default: false } } });
  const version = mermaidVersion();
  const diagrams = await findDiagrams();

  const wanted = new Map<string, Job>();
  for (const from of diagrams) {
    for (const variant of variants) {
      const key = entryKey(from.source, variant, version);
      const label = `${from.file}:${from.line}, ${variant.name}`;
      wanted.set(key, { key, id: renderId(key), source: from.source, variant, label });
    }
    // The text alternative is written by hand in the diagram (accTitle, accDescr); say so early.
    if (!/^\s*accTitle\s*:/m.test(from.source) || !/^\s*accDescr\s*[:{]/m.test(from.source)) {
      console.warn(`${from.file}:${from.line}: the diagram has no accTitle or accDescr line`);
    }
  }

  const cached = new Set(cachedKeys());
  const jobs = [...wanted.values()].filter((job) => values.force || !cached.has(job.key));
  mkdirSync(cacheDir, { recursive: true });
  const started = Date.now();
  await renderDiagrams(jobs, (job, svg) => writeFileSync(entryPath(job.key), `${svg}\n`));

  const unused = [...cached].filter((key) => !wanted.has(key));
  for (const key of unused) rmSync(entryPath(key));

  console.log(
    `${diagrams.length} diagrams, ${wanted.size} drawings with Mermaid ${version}: ` +
      `${jobs.length} rendered${jobs.length ? ` in ${((Date.now() - started) / 1000).toFixed(1)} s` : ''}, ` +
      `${wanted.size - jobs.length} up to date, ${unused.length} unused deleted.`,
  );
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
