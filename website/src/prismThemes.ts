import type { PrismTheme } from 'prism-react-renderer';

// Code colours that keep at least 4.5:1 contrast on their block background (WCAG AA), taken from
// GitHub's accessible Primer palettes. The stock Prism themes fail axe's colour-contrast rule.
// One table serves both ways code is coloured: the docs' code blocks, highlighted at build time
// and coloured by CSS (plugins/static-code), and the assistant's code blocks, highlighted in the
// browser by the theme's CodeBlock with a Prism theme.

export interface CodePalette {
  background: string;
  text: string;
  comment: string;
  keyword: string;
  string: string;
  function: string;
  constant: string;
  variable: string;
  tag: string;
  deleted: string;
  inserted: string;
}

export const lightPalette: CodePalette = {
  background: '#f6f8fa',
  text: '#1f2328',
  comment: '#57606a',
  keyword: '#cf222e',
  string: '#0a3069',
  function: '#6639ba',
  constant: '#0550ae',
  variable: '#953800',
  tag: '#116329',
  deleted: '#82071e',
  inserted: '#116329',
};

export const darkPalette: CodePalette = {
  background: '#161b22',
  text: '#e6edf3',
  comment: '#8b949e',
  keyword: '#ff7b72',
  string: '#a5d6ff',
  function: '#d2a8ff',
  constant: '#79c0ff',
  variable: '#ffa657',
  tag: '#7ee787',
  deleted: '#ffa198',
  inserted: '#7ee787',
};

/** How Prism's token types are drawn: a colour of the palette, and italic or bold. */
export interface TokenStyle {
  types: string[];
  colour?: Exclude<keyof CodePalette, 'background'>;
  fontStyle?: 'italic';
  fontWeight?: 'bold';
}

export const tokenStyles: TokenStyle[] = [
  { types: ['comment', 'prolog', 'doctype', 'cdata'], colour: 'comment', fontStyle: 'italic' },
  { types: ['punctuation', 'operator'], colour: 'text' },
  { types: ['keyword', 'atrule', 'important', 'selector'], colour: 'keyword' },
  { types: ['string', 'char', 'regex', 'url', 'attr-value'], colour: 'string' },
  { types: ['function', 'class-name', 'builtin'], colour: 'function' },
  {
    types: ['number', 'boolean', 'constant', 'symbol', 'attr-name', 'property'],
    colour: 'constant',
  },
  { types: ['variable', 'parameter', 'entity'], colour: 'variable' },
  { types: ['tag', 'key'], colour: 'tag' },
  { types: ['deleted'], colour: 'deleted' },
  { types: ['inserted'], colour: 'inserted' },
  { types: ['italic'], fontStyle: 'italic' },
  { types: ['bold', 'important'], fontWeight: 'bold' },
];

function theme(palette: CodePalette): PrismTheme {
  return {
    plain: { color: palette.text, backgroundColor: palette.background },
    styles: tokenStyles.map(({ types, colour, fontStyle, fontWeight }) => ({
      types,
      style: {
        ...(colour && { color: palette[colour] }),
        ...(fontStyle && { fontStyle }),
        ...(fontWeight && { fontWeight }),
      },
    })),
  };
}

export const lightCodeTheme = theme(lightPalette);
export const darkCodeTheme = theme(darkPalette);
