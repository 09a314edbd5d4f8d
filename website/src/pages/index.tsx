import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import HomepageHero from '@site/src/components/HomepageHero';
import FeatureList from '@site/src/components/FeatureList';
import RecentPosts from '@site/src/components/RecentPosts';

export default function Home(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Layout title="Hyperledger Fabric on Kubernetes" description={siteConfig.tagline}>
      <HomepageHero title={siteConfig.title} tagline={siteConfig.tagline} />
      <main>
        <FeatureList />
        <RecentPosts />
      </main>
    </Layout>
  );
}
