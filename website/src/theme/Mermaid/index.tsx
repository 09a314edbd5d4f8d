// Wrapped, not ejected: a diagram arrives as SVG in the page's HTML, drawn ahead of time in light
// and dark (plugins/mermaid-svg puts both drawings in the props), so readers never download
// Mermaid. Only a diagram the cache does not hold yet, in the dev server, is drawn here in the
// browser by the original component, fetched when the diagram comes near the screen. Either way
// the diagram sits in a focusable region that scrolls sideways when it is too wide to read shrunk.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type { WrapperProps } from '@docusaurus/types';
import SideScroll from '@site/src/components/SideScroll';
import styles from './styles.module.css';

type Props = Partial<WrapperProps<typeof MermaidType>> & {
  /** The cached drawings (plugins/mermaid-svg); absent for a diagram not rendered yet. */
  light?: string;
  dark?: string;
  /** The diagram's accTitle. */
  title?: string;
};

/**
 * Mermaid draws text at 16 px. Shrunk below three quarters of its drawn width (12 px text) a
 * diagram is no longer readable, so it keeps that width and its region scrolls instead.
 */
const smallestReadableScale = 0.75;

function readableWidth(svg: string): string | undefined {
  const drawnWidth = Number(/viewBox="[-\d.]+ [-\d.]+ ([\d.]+) /.exec(svg)?.[1]);
  return drawnWidth > 0 ? `${Math.ceil(drawnWidth * smallestReadableScale)}px` : undefined;
}

function Drawing({ svg, variant }: { svg: string; variant: 'light' | 'dark' }): ReactNode {
  return (
    <div
      className={clsx('docusaurus-mermaid-container', styles.drawing, styles[variant])}
      data-variant={variant}
      style={{ minWidth: readableWidth(svg) }}
      // The SVG is our own build output (Mermaid, strict security level), not reader input.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}

/** How far ahead of the viewport a client-side diagram starts loading (dev server only). */
const preloadMargin = '600px 0px';

function ClientDiagram({ value }: { value: string }): ReactNode {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = placeholder.current;
    if (!element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: preloadMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  if (near) {
    return (
      <SideScroll label="Diagram" className={styles.scroller} regionClassName={styles.client}>
        <Mermaid value={value} />
      </SideScroll>
    );
  }
  return (
    <div
      ref={placeholder}
      className={styles.placeholder}
      role="img"
      aria-label="Diagram (loading)"
    />
  );
}

export default function MermaidWrapper({ light, dark, title, value }: Props): ReactNode {
  if (light === undefined || dark === undefined) return <ClientDiagram value={value ?? ''} />;
  return (
    <SideScroll label={title ? `Diagram: ${title}` : 'Diagram'} className={styles.scroller}>
      <Drawing svg={light} variant="light" />
      <Drawing svg={dark} variant="dark" />
    </SideScroll>
  );
}
