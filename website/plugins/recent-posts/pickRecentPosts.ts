import type { BlogPost } from '@docusaurus/plugin-content-blog';

export interface RecentPost {
  title: string;
  description: string;
  permalink: string;
  /** ISO date of the post. */
  date: string;
}

export interface RecentPostsData {
  posts: RecentPost[];
}

/** The `count` newest posts, newest first, reduced to what a teaser needs. */
export function pickRecentPosts(posts: readonly BlogPost[], count: number): RecentPost[] {
  return [...posts]
    .sort((a, b) => new Date(b.metadata.date).getTime() - new Date(a.metadata.date).getTime())
    .slice(0, count)
    .map(({ metadata }) => ({
      title: metadata.title,
      description: metadata.description,
      permalink: metadata.permalink,
      date: new Date(metadata.date).toISOString(),
    }));
}
