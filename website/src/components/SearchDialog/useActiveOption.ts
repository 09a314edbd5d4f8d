import { useEffect, useId, useState, type KeyboardEvent } from 'react';

interface Options {
  /** How many options the list shows. */
  count: number;
  /** Names what the list shows: when it changes (a new query), its first option is active again. */
  listKey: string;
  /** Enter was pressed on the active option. */
  onChoose(index: number): void;
}

export interface ActiveOption {
  /** The id to give the listbox. */
  listId: string;
  /** The index of the active option (0 when the list is empty). */
  active: number;
  /** The id to give the option at `index`. */
  optionId(index: number): string;
  /** For `aria-activedescendant` of the element that keeps the focus; none when the list is empty. */
  activeDescendant: string | undefined;
  /** Makes an option active (the pointer moved over it). */
  setActive(index: number): void;
  /** Keys of the element that keeps the focus: up and down move (wrapping around), Enter chooses. */
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
}

/**
 * The active option of a listbox whose focus stays elsewhere (a combobox's text box), as the ARIA
 * pattern with `aria-activedescendant` has it. Home and End are left alone: in a text box they
 * move the caret. The active option is scrolled into view.
 */
export function useActiveOption({ count, listKey, onChoose }: Options): ActiveOption {
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  // The active index, for the list it was chosen in: a new list starts at its first option.
  const [chosen, setChosen] = useState({ listKey, index: 0 });
  const active = chosen.listKey === listKey && chosen.index < count ? chosen.index : 0;
  const setActive = (index: number) => setChosen({ listKey, index });
  const activeDescendant = count > 0 ? optionId(active) : undefined;

  useEffect(() => {
    if (activeDescendant) {
      document.getElementById(activeDescendant)?.scrollIntoView({ block: 'nearest' });
    }
  }, [activeDescendant, listKey]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count === 0) return;
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step) {
      event.preventDefault();
      setActive((active + step + count) % count);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onChoose(active);
    }
  };

  return { listId, active, optionId, activeDescendant, setActive, onKeyDown };
}
