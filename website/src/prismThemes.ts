import type { PrismTheme } from 'prism-react-renderer';

// Code colours that keep at least 4.5:1 contrast on their block background (WCAG AA), taken from
// GitHub's accessible Primer palettes. The stock Prism themes fail axe's colour-contrast rule.

const light = {
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

const dark = {
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

function theme(palette: typeof light): PrismTheme {
  return {
    plain: { color: palette.text, backgroundColor: palette.background },
    styles: [
      {
        types: ['comment', 'prolog', 'doctype', 'cdata'],
        style: { color: palette.comment, fontStyle: 'italic' },
      },
      { types: ['punctuation', 'operator'], style: { color: palette.text } },
      { types: ['keyword', 'atrule', 'important', 'selector'], style: { color: palette.keyword } },
      { types: ['string', 'char', 'regex', 'url', 'attr-value'], style: { color: palette.string } },
      { types: ['function', 'class-name', 'builtin'], style: { color: palette.function } },
      {
        types: ['number', 'boolean', 'constant', 'symbol', 'attr-name', 'property'],
        style: { color: palette.constant },
      },
      { types: ['variable', 'parameter', 'entity'], style: { color: palette.variable } },
      { types: ['tag', 'key'], style: { color: palette.tag } },
      { types: ['deleted'], style: { color: palette.deleted } },
      { types: ['inserted'], style: { color: palette.inserted } },
      { types: ['italic'], style: { fontStyle: 'italic' } },
      { types: ['bold', 'important'], style: { fontWeight: 'bold' } },
    ],
  };
}

export const lightCodeTheme = theme(light);
export const darkCodeTheme = theme(dark);
