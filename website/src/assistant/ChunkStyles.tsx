import React, { type ReactNode } from 'react';

interface Props {
  /** Names the stylesheet: React puts it into <head> once, however many components render it. */
  id: string;
  css: string;
}

/**
 * A stylesheet that travels in the script chunk of the component that renders it, so it costs
 * nothing until that component is used. (A CSS module would not: Docusaurus merges them all into
 * the stylesheet every page loads.) React 19 hoists a <style> with `href` and `precedence` into
 * the document's head and keeps one copy.
 */
export default function ChunkStyles({ id, css }: Props): ReactNode {
  return (
    <style href={id} precedence="medium">
      {css}
    </style>
  );
}
