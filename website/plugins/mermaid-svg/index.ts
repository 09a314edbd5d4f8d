// Mermaid diagrams as SVG in the page's HTML: the remark plugin that the docs and the blog run
// (docusaurus.config.ts). variants.ts keys a drawing, cache.ts stores it, findDiagrams.ts finds the
// blocks, render.ts draws them for `npm run diagrams -w website` (scripts/render-diagrams.ts).
export { default, type Options } from './remarkMermaidSvg';
