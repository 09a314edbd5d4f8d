import { useEffect, useState, type RefObject } from 'react';

export interface ScrollEdges {
  /** Content is hidden to the left of the region (it has been scrolled). */
  left: boolean;
  /** Content is hidden to the right of the region. */
  right: boolean;
}

const none: ScrollEdges = { left: false, right: false };

/** Rounding of fractional widths: a region within a pixel of its content does not scroll. */
const slack = 1;

/**
 * Which sides of a horizontally scrolling region hide content, kept up to date as the reader
 * scrolls, the window resizes, or the content changes width (a diagram's other colour-mode
 * drawing, a font that arrives late). Before hydration, and without JavaScript, nothing is hidden.
 */
export function useScrollEdges(region: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>(none);

  useEffect(() => {
    const element = region.current;
    if (!element) return undefined;
    const measure = () => {
      const left = element.scrollLeft > slack;
      const right = element.scrollLeft + element.clientWidth < element.scrollWidth - slack;
      setEdges((previous) =>
        previous.left === left && previous.right === right ? previous : { left, right },
      );
    };
    const resized = new ResizeObserver(measure);
    resized.observe(element);
    for (const child of element.children) resized.observe(child);
    element.addEventListener('scroll', measure, { passive: true });
    measure();
    return () => {
      resized.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, [region]);

  return edges;
}
