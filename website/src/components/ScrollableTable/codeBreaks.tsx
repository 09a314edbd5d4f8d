import { Fragment, type ReactNode } from 'react';

/**
 * Where code may wrap: after the separators of dotted field paths, file paths, lists and
 * assignments (`channelConfig.orderer.batchSize.maxMessageCount`, `a=b,c=d`), but not inside a
 * version number (`3.0.0`).
 */
const breakAfter = /(?<=[/,;=:_])(?=.)|(?<=\.)(?=\D)/;

/**
 * Inline code with a line-break opportunity (`<wbr>`, which copies as nothing) after each
 * separator. A table sizes each column to its longest unbreakable word, and inline code is one
 * word: one long field path could claim half the column and squeeze the prose column beside it
 * to a few letters a line.
 */
export function withCodeBreaks(code: string): ReactNode {
  const parts = code.split(breakAfter);
  if (parts.length === 1) return code;
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
