import type { ReactNode } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import { features, type Feature } from './features';
import styles from './styles.module.css';

function FeatureCard({ title, image, children }: Feature): ReactNode {
  const src = useBaseUrl(image);
  return (
    <article className={styles.card}>
      {/* Decorative: the heading and text carry the meaning. */}
      <img className={styles.art} src={src} alt="" width={240} height={160} />
      <Heading as="h2" className={styles.cardTitle}>
        {title}
      </Heading>
      <p>{children}</p>
    </article>
  );
}

export default function FeatureList(): ReactNode {
  return (
    <section className={styles.features} aria-label="Features">
      <div className="container">
        <div className={styles.grid}>
          {features.map((feature) => (
            <FeatureCard key={feature.title} {...feature} />
          ))}
        </div>
      </div>
    </section>
  );
}
