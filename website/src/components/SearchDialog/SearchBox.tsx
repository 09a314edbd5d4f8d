import React, { type KeyboardEvent, type ReactNode, type Ref } from 'react';
import styles from './styles.module.css';

interface Props {
  inputRef: Ref<HTMLInputElement>;
  query: string;
  onQuery(query: string): void;
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
  /** The results listbox's id while it has options, for `aria-controls`. */
  listId: string | undefined;
  /** The active option's id, for `aria-activedescendant`. */
  activeDescendant: string | undefined;
}

/** The query box: a combobox that keeps the focus while the arrow keys move through the results. */
export default function SearchBox({
  inputRef,
  query,
  onQuery,
  onKeyDown,
  listId,
  activeDescendant,
}: Props): ReactNode {
  return (
    <input
      ref={inputRef}
      className={styles.input}
      type="search"
      role="combobox"
      aria-label="Search"
      aria-autocomplete="list"
      aria-expanded={listId !== undefined}
      aria-controls={listId}
      aria-activedescendant={activeDescendant}
      placeholder="Search the docs and blog"
      autoComplete="off"
      autoCorrect="off"
      autoCapitalize="off"
      spellCheck={false}
      enterKeyHint="go"
      autoFocus
      value={query}
      onChange={(event) => onQuery(event.target.value)}
      onKeyDown={onKeyDown}
    />
  );
}
