import React, { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useHistory } from '@docusaurus/router';
import { useSearchVersion } from '@site/src/search/useSearchVersion';
import type { Facet } from './FacetTabs';
import NoResults from './NoResults';
import ResultList from './ResultList';
import ResultsSummary from './ResultsSummary';
import SearchBox from './SearchBox';
import SearchHelp from './SearchHelp';
import SearchUnavailable from './SearchUnavailable';
import { useActiveOption } from './useActiveOption';
import { useCloseDialog } from './useCloseDialog';
import { useSearchResults } from './useSearchResults';
import styles from './styles.module.css';

interface Props {
  indexUrl: string;
  /** The text of the search box: the dialog owns it, since "Ask AI" asks it too. */
  query: string;
  onQueryChange(query: string): void;
  /**
   * Told whether the search service failed (its message) or answers (undefined): the Ask entry,
   * which needs the same service, says so rather than lead to a failed answer.
   */
  onServiceFailure?(failure: string | undefined): void;
}

/**
 * The search pane: a combobox over a listbox of results for the docs version being read, grouped
 * by page, with facet tabs; or the index's loading, its failure, or example queries.
 */
export default function SearchPane({
  indexUrl,
  query,
  onQueryChange,
  onServiceFailure,
}: Props): ReactNode {
  const close = useCloseDialog();
  const input = useRef<HTMLInputElement>(null);
  const history = useHistory();
  const [facet, setFacet] = useState<Facet>('all');
  const version = useSearchVersion();
  const { state, results, searching, fallback, retry } = useSearchResults(
    indexUrl,
    query,
    version,
    facet,
  );
  useEffect(() => onServiceFailure?.(fallback), [fallback, onServiceFailure]);
  const options = results?.options ?? [];
  const list = useActiveOption({
    count: options.length,
    listKey: `${facet}\n${query}`,
    onChoose(index) {
      const hit = options[index];
      if (!hit) return;
      close(false);
      history.push(hit.entry.path);
    },
  });
  const listId = options.length > 0 ? list.listId : undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // A search field would only clear itself on Esc; the dialog's Esc closes it.
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
      return;
    }
    list.onKeyDown(event);
  };

  let body: ReactNode;
  if (state.status === 'loading') {
    body = (
      <p role="status" className={styles.message}>
        Loading Search...
      </p>
    );
  } else if (state.status === 'error') {
    body = (
      <SearchUnavailable
        message={state.message}
        onRetry={() => {
          // Retry goes away with the error it answers: the focus goes on to the search box, where
          // the reader's next keys belong, rather than to the page behind the dialog.
          input.current?.focus();
          retry();
        }}
      />
    );
  } else if (searching) {
    body = (
      <p role="status" className={styles.message}>
        Searching...
      </p>
    );
  } else if (!results) {
    body = (
      <SearchHelp
        onPick={(example) => {
          onQueryChange(example);
          input.current?.focus();
        }}
      />
    );
  } else {
    body = (
      <>
        <ResultsSummary results={results} facet={facet} onFacet={setFacet} listId={listId} />
        {results.total > 0 ? (
          <ResultList
            pages={results.pages}
            options={options}
            list={list}
            onOpen={() => close(false)}
          />
        ) : (
          <NoResults
            query={query}
            elsewhere={facet !== 'all' && results.counts.all > 0}
            onNavigate={() => close(false)}
          />
        )}
      </>
    );
  }

  return (
    <>
      <div className={styles.header}>
        <SearchBox
          inputRef={input}
          query={query}
          onQuery={onQueryChange}
          onKeyDown={onKeyDown}
          listId={listId}
          activeDescendant={list.activeDescendant}
        />
        <button type="button" className={styles.close} onClick={() => close(true)}>
          Close
        </button>
      </div>
      {fallback !== undefined && (
        <p className={styles.fallback} title={fallback}>
          The search service is unreachable: these results come from the index built into the site.
        </p>
      )}
      {body}
      <p className={styles.keys} aria-hidden="true">
        <kbd>↑</kbd> <kbd>↓</kbd> to move · <kbd>Enter</kbd> to open · <kbd>Esc</kbd> to close
      </p>
    </>
  );
}
