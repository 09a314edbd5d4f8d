import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { PageHit, SectionHit } from '@site/src/search/engine';
import Highlighted from './Highlighted';
import type { ActiveOption } from './useActiveOption';
import styles from './styles.module.css';

interface Props {
  pages: readonly PageHit[];
  /** The sections shown, in keyboard order. */
  options: readonly SectionHit[];
  /** The active option, moved by the keys of the query box and by the pointer. */
  list: ActiveOption;
  onOpen(): void;
}

/** The ARIA listbox of results: one group per page, each section an option linking to its anchor. */
export default function ResultList({ pages, options, list, onOpen }: Props): ReactNode {
  return (
    <div id={list.listId} role="listbox" aria-label="Search results" className={styles.results}>
      {pages.map((page) => (
        <div key={page.path} role="group" aria-label={page.title} className={styles.page}>
          <div aria-hidden="true" className={styles.pageTitle}>
            {page.category === 'blog' && <span className={styles.badge}>Blog</span>}
            {page.title}
          </div>
          {page.sections.map((hit) => {
            const index = options.indexOf(hit);
            if (index === -1) return null;
            return (
              <Link
                key={hit.entry.id}
                id={list.optionId(index)}
                role="option"
                aria-selected={index === list.active}
                tabIndex={-1}
                to={hit.entry.path}
                className={styles.option}
                onMouseMove={() => list.setActive(index)}
                onClick={onOpen}
              >
                <span className={styles.sectionTitle}>
                  <Highlighted text={hit.entry.title} terms={hit.terms} />
                </span>
                {hit.entry.content && (
                  <span className={styles.snippet}>
                    <Highlighted text={hit.entry.content} terms={hit.terms} />
                  </span>
                )}
              </Link>
            );
          })}
        </div>
      ))}
    </div>
  );
}
