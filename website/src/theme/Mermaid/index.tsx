// Wrapped, not ejected: Mermaid (about 200 kB gzip) is fetched only when a diagram comes near the
// screen, so a page whose diagram sits below the fold does not pay for it on first load; and each
// diagram sits in a focusable region that scrolls sideways when it is too wide to read shrunk.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type { WrapperProps } from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType>;

/** How far ahead of the viewport a diagram starts loading, so it is ready when scrolled to. */
const preloadMargin = '600px 0px';

export default function MermaidWrapper(props: Props): ReactNode {
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
      <div className={styles.scroller} tabIndex={0} role="region" aria-label="Diagram">
        <Mermaid {...props} />
      </div>
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
