import type { ComponentProps, ReactNode } from 'react';
import styles from './styles.module.css';

/** A Markdown table inside a keyboard-focusable region that scrolls sideways on small screens. */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  return (
    <div className={styles.scroll} tabIndex={0} role="region" aria-label="Table, scrolls sideways">
      <table {...props} />
    </div>
  );
}
