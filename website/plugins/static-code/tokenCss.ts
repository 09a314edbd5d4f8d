import { darkPalette, lightPalette, tokenStyles, type CodePalette } from '../../src/prismThemes';

// The colours of the build-time highlighted code blocks, as CSS: one custom property per palette
// colour for each colour mode, and one rule per group of Prism token types. Coloured by CSS
// rather than inline styles, a block is right in both modes from the first paint, with no script.

const scope = '.static-code';

function properties(palette: CodePalette): string {
  return Object.entries(palette)
    .map(([name, value]) => `--code-${name}:${value}`)
    .join(';');
}

export function tokenCss(): string {
  const rules = tokenStyles.map(({ types, colour, fontStyle, fontWeight }) => {
    const selector = types.map((type) => `${scope} .token.${type}`).join(',');
    const declarations = [
      colour && `color:var(--code-${colour})`,
      fontStyle && `font-style:${fontStyle}`,
      fontWeight && `font-weight:${fontWeight}`,
    ].filter(Boolean);
    return `${selector}{${declarations.join(';')}}`;
  });
  return [
    `:root{${properties(lightPalette)}}`,
    `[data-theme='dark']{${properties(darkPalette)}}`,
    `${scope}{color:var(--code-text);background-color:var(--code-background)}`,
    ...rules,
  ].join('');
}
