import React, { type ReactNode } from 'react';
import type { Interaction } from '@hlf-docs/search-client';
import type { Conversation } from './conversation';
import RetryButton from './RetryButton';
import SourceList from './SourceList';
import { sourceLinks } from './sources';
import { useSearchFor } from './useSearchFor';
import { styles } from './styles';

interface Props {
  conversation: Conversation;
  interaction: Interaction;
  /** Open the search pane with this query. */
  onSearch(query: string): void;
}

/** Said plainly, in the panel and to screen readers, when the service finds nothing that answers. */
export const DECLINED_MESSAGE = 'The docs do not cover this yet.';

/**
 * A question the docs do not answer: said plainly, never answered with made-up text, and never a
 * dead end: the nearest sections the service found, the best search results for the question, and
 * a way to search for it.
 */
export default function Declined({ conversation, interaction, onSearch }: Props): ReactNode {
  const nearest = sourceLinks(interaction.sources);
  const { state, retry } = useSearchFor(conversation, interaction.query);
  const shown = new Set(nearest.map((link) => link.path));
  return (
    <div className={styles.declined}>
      <p className={styles.declinedMessage}>
        <strong>{DECLINED_MESSAGE}</strong> Nothing in the documentation answers this question, so
        no answer was written.{' '}
        {nearest.length > 0 ? 'These pages are the closest:' : 'Try a search instead:'}
      </p>
      <SourceList heading="Nearest pages" links={nearest} />
      {state.status === 'searching' && <p className={styles.note}>Searching the docs...</p>}
      {state.status === 'failed' && (
        <p className={styles.note}>
          The search for this question failed ({state.message}). <RetryButton onClick={retry} />
        </p>
      )}
      {state.status === 'done' && (
        <SourceList
          heading="Search results"
          links={state.links.filter((link) => !shown.has(link.path))}
        />
      )}
      <button type="button" className={styles.action} onClick={() => onSearch(interaction.query)}>
        Search the docs for “{interaction.query}”
      </button>
    </div>
  );
}
