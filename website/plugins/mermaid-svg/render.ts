import { chromium, type Page } from '@playwright/test';
import { chromiumExecutable } from '../../tests/support/chromium';
import { compactSvg } from './compact';
import type { Variant } from './variants';

// Draws diagrams with Mermaid in the system Chromium, the only place its layout (text measured by
// a real browser) is right. Used by `npm run diagrams -w website`, never by the build or the dev
// server, so neither needs a browser. We never download one: chromiumExecutable() finds
// $CHROME_PATH or Debian's chromium, or says how to install it.

export interface RenderJob {
  /** The SVG's id (variants.ts renderId), unique per diagram and variant. */
  id: string;
  source: string;
  variant: Variant;
  /** Where the diagram comes from, for error messages (e.g. `docs/intro.md:12, dark`). */
  label: string;
}

interface InPageJob {
  id: string;
  source: string;
  config: Record<string, unknown>;
}

/**
 * Runs in the page: renders one diagram, gives every id inside the SVG the render id (Mermaid
 * already prefixes most; sequence diagrams number `actor0`, `root-0` ... across the whole session,
 * which would both collide between diagrams and change with the rendering order), and serialises
 * it as XML so the cached file is a well-formed SVG that a viewer can open. Kept free of inner
 * function declarations: Playwright sends its source text to the page as it is.
 */
async function renderInPage({ id, source, config }: InPageJob): Promise<string> {
  const mermaid = (window as unknown as { mermaid: MermaidGlobal }).mermaid;
  mermaid.initialize(config);
  let svg: string;
  try {
    svg = (await mermaid.render(id, source)).svg;
  } finally {
    // On a syntax error Mermaid leaves its error drawing in the page.
    document.getElementById(`d${id}`)?.remove();
  }
  const holder = document.createElement('div');
  holder.innerHTML = svg;
  const root = holder.querySelector('svg')!;
  const renamed = new Map<string, string>();
  const counts = new Map<string, number>();
  for (const element of root.querySelectorAll('[id]')) {
    if (element.id.includes(id)) continue;
    const base = element.id.replace(/[-_]?\d+$/, '') || 'id';
    const n = counts.get(base) ?? 0;
    counts.set(base, n + 1);
    renamed.set(element.id, `${id}-${base}-${n}`);
    element.id = `${id}-${base}-${n}`;
  }
  for (const element of [root, ...root.querySelectorAll('*')]) {
    for (const attribute of [...element.attributes]) {
      let value = attribute.value;
      for (const [before, after] of renamed) {
        value = value.split(`url(#${before})`).join(`url(#${after})`);
        if (value === `#${before}`) value = `#${after}`;
        if (attribute.name.startsWith('aria-')) {
          value = value
            .split(' ')
            .map((token) => (token === before ? after : token))
            .join(' ');
        }
      }
      if (value !== attribute.value) element.setAttribute(attribute.name, value);
    }
  }
  const xml = new XMLSerializer().serializeToString(root);
  for (const before of renamed.keys()) {
    if (new RegExp(`#${before.replace(/[^\w-]/g, '\\$&')}(?![\\w-])`).test(xml)) {
      throw new Error(`the SVG still refers to #${before} after its ids were renamed`);
    }
  }
  return xml;
}

interface MermaidGlobal {
  initialize(config: Record<string, unknown>): void;
  render(id: string, text: string): Promise<{ svg: string }>;
}

/** A blank page with Mermaid's browser build from node_modules, ready to render. */
async function mermaidPage(page: Page): Promise<void> {
  await page.setContent(
    '<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>',
  );
  await page.addScriptTag({ path: require.resolve('mermaid/dist/mermaid.min.js') });
}

/**
 * Renders every job in one browser page, in order, calling `onRendered` with each SVG as soon as
 * it is drawn (so an error in a later diagram keeps the earlier ones).
 */
export async function renderDiagrams<Job extends RenderJob>(
  jobs: Job[],
  onRendered: (job: Job, svg: string) => void,
): Promise<void> {
  if (jobs.length === 0) return;
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    await mermaidPage(page);
    for (const job of jobs) {
      const config = { ...job.variant.mermaid };
      const svg = await page
        .evaluate(renderInPage, { id: job.id, source: job.source, config })
        .catch((error: Error) => {
          throw new Error(`${job.label}: ${error.message}`);
        });
      onRendered(job, compactSvg(svg));
    }
  } finally {
    await browser.close();
  }
}
