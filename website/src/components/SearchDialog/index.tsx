import React, {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useHistory } from '@docusaurus/router';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { loadSearch } from '@site/src/search/loadSearch';
import { useSearchVersion } from '@site/src/search/useSearchVersion';
import FacetTabs, { type Facet } from './FacetTabs';
import ResultList from './ResultList';
import { useResults } from './useResults';
import { useSearchEngine } from './useSearchEngine';
import styles from './styles.module.css';

/**
 * Called on the first sign of intent, before the dialog opens, with the index download that the
 * search button has already started.
 */
export function preloadSearch(indexUrl: string, indexResponse?: Promise<Response>): void {
  loadSearch(indexUrl, indexResponse).catch(() => undefined);
}

const EXAMPLES = ['renew certificates', 'couchdb', 'kubectl hlf chaincode', 'create a channel'];

interface Props {
  indexUrl: string;
  /** Text already in the box when the dialog opens (the not-found page's path words). */
  initialQuery?: string;
  /** `returnFocus`: give the focus back to the search button (Esc, Close, outside click). */
  onClose(returnFocus: boolean): void;
}

/** The search dialog: a combobox over a listbox of results, grouped by page, with facet tabs. */
export default function SearchDialog({ indexUrl, initialQuery = '', onClose }: Props): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const history = useHistory();
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const [query, setQuery] = useState(initialQuery);
  const [facet, setFacet] = useState<Facet>('all');
  // The highlighted result, for the query and facet it was chosen in: a new result list starts
  // at its best result.
  const listKey = `${facet}\n${query}`;
  const [chosen, setChosen] = useState({ listKey, index: 0 });
  const active = chosen.listKey === listKey ? chosen.index : 0;
  const setActive = (index: number) => setChosen({ listKey, index });
  const { state, retry } = useSearchEngine(indexUrl);
  const version = useSearchVersion();
  const results = useResults(
    state.status === 'ready' ? state.engine : undefined,
    query,
    version,
    facet,
  );
  const options = results?.options ?? [];
  const expanded = options.length > 0;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    element.showModal();
    return () => element.close();
  }, []);

  useEffect(() => {
    if (expanded) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  // Closing the modal first lifts the page's inertness, so the search button can take the focus.
  const close = (returnFocus: boolean) => {
    dialog.current?.close();
    onClose(returnFocus);
  };

  const openActive = () => {
    const hit = options[active];
    if (!hit) return;
    close(false);
    history.push(hit.entry.path);
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // A search field would only clear itself on Esc; the dialog's Esc closes it.
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
      return;
    }
    if (!expanded) return;
    // Up and down wrap around; Home and End keep moving the caret in the text.
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step) {
      event.preventDefault();
      setActive((active + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      openActive();
    }
  };

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label="Search the documentation"
      onCancel={(event) => {
        // Esc: we close it ourselves, so that the focus goes back to the search button.
        event.preventDefault();
        close(true);
      }}
      onClick={(event) => {
        if (event.target === dialog.current) close(true);
      }}
    >
      <div className={styles.panel}>
        <div className={styles.header}>
          <input
            ref={input}
            className={styles.input}
            type="search"
            role="combobox"
            aria-label="Search"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={expanded ? listId : undefined}
            aria-activedescendant={expanded ? optionId(active) : undefined}
            placeholder="Search the docs and blog"
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            autoFocus
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onInputKeyDown}
          />
          <button type="button" className={styles.close} onClick={() => close(true)}>
            Close
          </button>
        </div>
        <Body
          state={state}
          retry={retry}
          query={query}
          results={results}
          facet={facet}
          setFacet={setFacet}
          setQuery={(text) => {
            setQuery(text);
            input.current?.focus();
          }}
          list={
            results && (
              <ResultList
                id={listId}
                pages={results.pages}
                options={options}
                active={active}
                optionId={optionId}
                onHover={setActive}
                onOpen={() => close(false)}
              />
            )
          }
          listId={expanded ? listId : undefined}
          onNavigate={() => close(false)}
        />
        <p className={styles.keys} aria-hidden="true">
          <kbd>↑</kbd> <kbd>↓</kbd> to move · <kbd>Enter</kbd> to open · <kbd>Esc</kbd> to close
        </p>
      </div>
    </dialog>
  );
}

interface BodyProps {
  state: ReturnType<typeof useSearchEngine>['state'];
  retry(): void;
  query: string;
  results: ReturnType<typeof useResults>;
  facet: Facet;
  setFacet(facet: Facet): void;
  setQuery(query: string): void;
  list: ReactNode;
  listId: string | undefined;
  onNavigate(): void;
}

/** What the dialog shows under the input: loading, the error, help, or the results. */
function Body({
  state,
  retry,
  query,
  results,
  facet,
  setFacet,
  setQuery,
  list,
  listId,
  onNavigate,
}: BodyProps): ReactNode {
  const docsUrl = useBaseUrl('/docs/');
  const blogUrl = useBaseUrl('/blog');
  if (state.status === 'loading') {
    return (
      <p role="status" className={styles.message}>
        Loading Search...
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <div role="alert" className={styles.message}>
        <p>
          <strong>Search is unavailable:</strong> the search index could not be loaded.
        </p>
        <p className={styles.detail}>{state.message}</p>
        <button type="button" className="button button--primary button--sm" onClick={retry}>
          Retry
        </button>
      </div>
    );
  }
  if (!results) {
    return (
      <div className={styles.message}>
        <p>Search every docs page and blog post, down to commands, flags and error messages.</p>
        <p className={styles.examplesLabel}>Try:</p>
        <ul className={styles.examples}>
          {EXAMPLES.map((example) => (
            <li key={example}>
              <button type="button" className={styles.example} onClick={() => setQuery(example)}>
                {example}
              </button>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <>
      <div className={styles.toolbar}>
        <FacetTabs selected={facet} counts={results.counts} controls={listId} onSelect={setFacet} />
        <p role="status" className={styles.summary}>
          {results.total === 1 ? '1 result' : `${results.total} results`} in {results.took}
        </p>
      </div>
      {results.total > 0 ? (
        list
      ) : (
        <div className={styles.message}>
          <p>
            No results for <q>{query}</q>
            {facet !== 'all' && results.counts.all > 0 ? ' here: see the other tabs.' : '.'}
          </p>
          <p>
            Check the spelling, try fewer or other words (a command, a flag, a resource kind), or
            browse the{' '}
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
      )}
    </>
  );
}
