import { useRef, type ReactNode } from 'react';
import clsx from 'clsx';
import { useScrollEdges } from './useScrollEdges';
import styles from './styles.module.css';

interface Props {
  /** The region's accessible name: what it holds, and that it scrolls. */
  label: string;
  /** Classes of the outer frame (its spacing in the page). */
  className?: string;
  /** Classes of the scrolling region itself. */
  regionClassName?: string;
  children: ReactNode;
}

/**
 * Content wider than the column (a table, a diagram kept at a readable size) in a region that
 * scrolls sideways, focusable so a keyboard can scroll it too (axe: scrollable-region-focusable).
 * A side that hides content fades out: without it a table or diagram cut at the column's edge
 * looks complete, and the scroll bar that would tell otherwise sits at its bottom, or is hidden.
 */
export default function SideScroll({
  label,
  className,
  regionClassName,
  children,
}: Props): ReactNode {
  const region = useRef<HTMLDivElement>(null);
  const { left, right } = useScrollEdges(region);
  return (
    <div
      className={clsx(styles.frame, className)}
      data-more-left={left || undefined}
      data-more-right={right || undefined}
    >
      <div
        ref={region}
        className={clsx(styles.region, regionClassName)}
        tabIndex={0}
        role="region"
        aria-label={label}
      >
        {children}
      </div>
    </div>
  );
}
