import type { ComponentProps, ReactNode } from 'react';
import SideScroll from '@site/src/components/SideScroll';
import { InTable } from './inTable';
import styles from './styles.module.css';

/** A Markdown table in a region that scrolls sideways when the column is too narrow for it. */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  return (
    <SideScroll
      label="Table, scrolls sideways"
      className={styles.frame}
      regionClassName={styles.scroll}
    >
      <InTable.Provider value={true}>
        <table {...props} />
      </InTable.Provider>
    </SideScroll>
  );
}
