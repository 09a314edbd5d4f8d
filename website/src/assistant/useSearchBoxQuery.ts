import { useEffect, useState, type RefObject } from 'react';

/** The search pane's query box (a combobox), in the dialog that holds `inside`. */
function searchBox(inside: Element | null): HTMLInputElement | null {
  return inside?.closest('dialog')?.querySelector('input[role="combobox"]') ?? null;
}

/**
 * The text of the search box beside `anchor`, as the reader types it. The search pane keeps its
 * query to itself (another part of the site owns it), so the Ask entry reads the box: on every
 * input, and after a click (an example query put into the box).
 */
export function useSearchBoxQuery(anchor: RefObject<Element | null>): {
  query: string;
  /** The box's text right now (for the moment the reader asks). */
  read(): string;
} {
  const [query, setQuery] = useState('');
  const read = () => searchBox(anchor.current)?.value.trim() ?? '';

  useEffect(() => {
    const dialog = anchor.current?.closest('dialog');
    if (!dialog) return undefined;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      // After React has put the new text in the box.
      frame = requestAnimationFrame(() => setQuery(searchBox(dialog)?.value.trim() ?? ''));
    };
    update();
    dialog.addEventListener('input', update);
    dialog.addEventListener('click', update);
    return () => {
      cancelAnimationFrame(frame);
      dialog.removeEventListener('input', update);
      dialog.removeEventListener('click', update);
    };
  }, [anchor]);

  return { query, read };
}
