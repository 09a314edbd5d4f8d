import React, { type ReactNode } from 'react';
import styles from './styles.module.css';

/** The search index could not be loaded: why, and a Retry that downloads it again. */
export default function SearchUnavailable({
  message,
  onRetry,
}: {
  message: string;
  onRetry(): void;
}): ReactNode {
  return (
    <div role="alert" className={styles.message}>
      <p>
        <strong>Search is unavailable:</strong> the search index could not be loaded.
      </p>
      <p className={styles.detail}>{message}</p>
      <button type="button" className="button button--primary button--sm" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
