import React, { type ReactNode } from 'react';
import barStyles from '@site/src/theme/SearchBar/styles.module.css';

/** "Retry" after a failure, as a link-like button (the search button's own Try again look). */
export default function RetryButton({ onClick }: { onClick(): void }): ReactNode {
  return (
    <button type="button" className={barStyles.retry} onClick={onClick}>
      Retry
    </button>
  );
}
