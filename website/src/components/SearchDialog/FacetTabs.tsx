import React, { type KeyboardEvent, type ReactNode } from 'react';
import type { SearchEntry } from '@site/src/search/indexFormat';
import styles from './styles.module.css';

export type Facet = 'all' | SearchEntry['category'];

const LABELS: Record<Facet, string> = { all: 'All', default: 'Docs', blog: 'Blog' };
const FACETS: Facet[] = ['all', 'default', 'blog'];

interface Props {
  selected: Facet;
  counts: Record<Facet, number>;
  controls?: string;
  onSelect(facet: Facet): void;
}

/** Tabs that filter results by the entries' `category` (the spec's default facet), with counts. */
export default function FacetTabs({ selected, counts, controls, onSelect }: Props): ReactNode {
  // Arrow keys move between tabs, as the ARIA tabs pattern expects.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = FACETS[(FACETS.indexOf(selected) + step + FACETS.length) % FACETS.length]!;
    onSelect(next);
    event.currentTarget.parentElement
      ?.querySelector<HTMLElement>(`[data-facet="${next}"]`)
      ?.focus();
  };
  return (
    <div role="tablist" aria-label="Show results from" className={styles.tabs}>
      {FACETS.map((facet) => (
        <button
          key={facet}
          type="button"
          role="tab"
          data-facet={facet}
          aria-selected={facet === selected}
          aria-controls={controls}
          tabIndex={facet === selected ? 0 : -1}
          className={styles.tab}
          onClick={() => onSelect(facet)}
          onKeyDown={onKeyDown}
        >
          {LABELS[facet]} <span className={styles.count}>{counts[facet]}</span>
        </button>
      ))}
    </div>
  );
}
