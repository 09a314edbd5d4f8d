import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

interface Props {
  title: string;
  tagline: string;
}

export default function HomepageHero({ title, tagline }: Props): ReactNode {
  return (
    <header className={styles.hero}>
      <div className="container">
        <Heading as="h1" className={styles.title}>
          {title}
        </Heading>
        <p className={styles.tagline}>{tagline}</p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs/intro/getting-started">
            Get started
          </Link>
          <Link className="button button--secondary button--outline button--lg" to="/docs/">
            Read the docs
          </Link>
        </div>
      </div>
    </header>
  );
}
