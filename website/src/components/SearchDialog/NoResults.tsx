import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

interface Props {
  query: string;
  /** Other facet tabs have results for the query. */
  elsewhere: boolean;
  /** A link was followed: the dialog closes. */
  onNavigate(): void;
}

/** A query with no result: what to try instead, and links to browse the docs and the blog. */
export default function NoResults({ query, elsewhere, onNavigate }: Props): ReactNode {
  const docsUrl = useBaseUrl('/docs/');
  const blogUrl = useBaseUrl('/blog');
  return (
    <div className={styles.message}>
      <p>
        No results for <q>{query}</q>
        {elsewhere ? ' here: see the other tabs.' : '.'}
      </p>
      <p>
        Check the spelling, try fewer or other words (a command, a flag, a resource kind), or browse
        the{' '}
        <Link to={docsUrl} onClick={onNavigate}>
          docs
        </Link>{' '}
        and the{' '}
        <Link to={blogUrl} onClick={onNavigate}>
          blog
        </Link>
        .
      </p>
    </div>
  );
}
