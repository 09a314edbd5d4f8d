// Wrapped, not ejected: we add one component to the stock set. Wide tables scroll inside a
// focusable region so keyboard users can scroll them too (axe: scrollable-region-focusable).
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  table: ScrollableTable,
};
