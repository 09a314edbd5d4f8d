import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { usePluginData } from '@docusaurus/useGlobalData';
import Heading from '@theme/Heading';
import type { RecentPostsData } from '@site/plugins/recent-posts/pickRecentPosts';
import styles from './styles.module.css';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' });

export default function RecentPosts(): ReactNode {
  const { posts } = usePluginData('recent-posts') as RecentPostsData;
  if (posts.length === 0) {
    return null;
  }
  return (
    <section className={styles.section} aria-labelledby="recent-posts">
      <div className="container">
        <Heading as="h2" id="recent-posts">
          From the blog
        </Heading>
        <ul className={styles.list}>
          {posts.map((post) => (
            <li key={post.permalink} className={styles.item}>
              <time dateTime={post.date} className={styles.date}>
                {dateFormat.format(new Date(post.date))}
              </time>
              <Link to={post.permalink} className={styles.title}>
                {post.title}
              </Link>
              <p className={styles.description}>{post.description}</p>
            </li>
          ))}
        </ul>
        <Link to="/blog">All posts</Link>
      </div>
    </section>
  );
}
