import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { useCloseDialog } from '../SearchDialog/useCloseDialog';
import type { SourceLink } from './sources';
import { styles } from './styles';

interface Props {
  /** The list's heading, also its accessible name. */
  heading: string;
  links: readonly SourceLink[];
}

/**
 * Links that open the exact sections (path and anchor). Following one closes the dialog so the
 * reader lands on the section; the conversation is kept for when they come back.
 */
export default function SourceList({ heading, links }: Props): ReactNode {
  const close = useCloseDialog();
  if (links.length === 0) return null;
  return (
    <nav className={styles.sources} aria-label={heading}>
      <h4 className={styles.sourcesHeading}>{heading}</h4>
      <ol className={styles.sourceList}>
        {links.map((link) => (
          <li key={link.path}>
            <Link to={link.path} className={styles.source} onClick={() => close(false)}>
              <span className={styles.sourceTitle}>{link.title}</span>
              {link.page !== link.title && <span className={styles.sourcePage}>{link.page}</span>}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
