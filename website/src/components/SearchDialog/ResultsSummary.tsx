import React, { type ReactNode } from 'react';
import FacetTabs, { type Facet } from './FacetTabs';
import type { Results } from './useResults';
import styles from './styles.module.css';

interface Props {
  results: Results;
  facet: Facet;
  onFacet(facet: Facet): void;
  /** The results listbox's id while it has options: the tabs control it. */
  listId: string | undefined;
}

/** Above the results: the facet tabs with their counts, and how many results in how long. */
export default function ResultsSummary({ results, facet, onFacet, listId }: Props): ReactNode {
  return (
    <div className={styles.toolbar}>
      <FacetTabs selected={facet} counts={results.counts} controls={listId} onSelect={onFacet} />
      <p role="status" className={styles.summary}>
        {results.total === 1 ? '1 result' : `${results.total} results`} in {results.took}
        {/* A broad query matches hundreds of sections and the list holds the best few: say so,
            or "517 results" reads as 517 to scroll through. */}
        {results.options.length < results.total && `; the best ${results.options.length} listed`}
      </p>
    </div>
  );
}
