import React, { type ReactNode } from 'react';
import { highlightSegments } from '@site/src/search/highlight';

/** Text with the matched words in <mark>; every piece is a React text node, so it is escaped. */
export default function Highlighted({
  text,
  terms,
}: {
  text: string;
  terms: readonly string[];
}): ReactNode {
  return highlightSegments(text, terms).map((segment, index) =>
    segment.match ? <mark key={index}>{segment.text}</mark> : segment.text,
  );
}
