import React, { type ReactNode } from 'react';
import type { AskPaneProps } from '@site/src/components/AskPane';
import dialogStyles from '@site/src/components/SearchDialog/styles.module.css';
import barStyles from '@site/src/theme/SearchBar/styles.module.css';
import { loadAskPane } from './loadAskPane';
import { useLoaded } from './useLoaded';

/**
 * The answer panel once its script is here: a status while it downloads (usually already done on
 * intent), and a Retry if the download failed. It looks like the search pane's own messages.
 */
export default function AskPaneLoader(props: AskPaneProps): ReactNode {
  const { value: module, failure, retry } = useLoaded(loadAskPane);
  if (module) return <module.default {...props} />;
  if (failure !== undefined) {
    return (
      <div role="alert" className={dialogStyles.message}>
        The assistant could not load ({failure}).{' '}
        <button type="button" className={barStyles.retry} onClick={retry}>
          Retry
        </button>
      </div>
    );
  }
  return (
    <p role="status" className={dialogStyles.message}>
      Loading the assistant...
    </p>
  );
}
