import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

// What identifies one rendered diagram. A cache entry is only valid for the exact diagram source,
// the Mermaid release that drew it, the Mermaid settings of its colour variant and the way we
// post-process the SVG; all four go into its key, so changing any of them makes the entry stale
// (and `npm run diagrams -w website` renders it again) instead of silently serving an old drawing.

// Rounded shapes are drawn with rough.js, which picks random control points unless it is given a
// seed: a fixed one makes a drawing the same every time it is rendered (no churn in the cache).
const settings = { startOnLoad: false, handDrawnSeed: 1 } as const;

/** The two colour variants of every diagram, with the Mermaid settings that draw each. */
export const variants = [
  { name: 'light', mermaid: { ...settings, theme: 'neutral' } },
  { name: 'dark', mermaid: { ...settings, theme: 'dark' } },
] as const;

export type Variant = (typeof variants)[number];
export type VariantName = Variant['name'];

/** The Mermaid themes by colour mode, for the dev server's client-side fallback (themeConfig). */
export const mermaidThemes = { light: variants[0].mermaid.theme, dark: variants[1].mermaid.theme };

/**
 * Raise when the post-processing changes what it writes (render.ts: id scoping, serialisation;
 * compact.ts): every entry then becomes stale and is drawn again.
 */
const renderFormat = 3;

/** The installed Mermaid release, read from its package (the one `npm run diagrams` loads). */
export function mermaidVersion(): string {
  const manifest = readFileSync(require.resolve('mermaid/package.json'), 'utf8');
  return (JSON.parse(manifest) as { version: string }).version;
}

/** The cache key of one diagram in one variant: a sha256 over everything that shapes its SVG. */
export function entryKey(source: string, variant: Variant, version = mermaidVersion()): string {
  const identity = JSON.stringify({
    renderFormat,
    mermaid: version,
    settings: variant.mermaid,
    source,
  });
  return createHash('sha256').update(identity).digest('hex');
}

/**
 * The id of the rendered <svg>, which Mermaid also uses as the prefix of every id inside it and as
 * the scope of its <style>. Derived from the key, so two diagrams on one page, and the light and
 * dark drawings of one diagram, never share an id.
 */
export function renderId(key: string): string {
  return `mermaid-${key.slice(0, 16)}`;
}
