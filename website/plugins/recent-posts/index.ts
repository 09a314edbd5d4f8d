import type { LoadContext, Plugin } from '@docusaurus/types';
import type { BlogContent } from '@docusaurus/plugin-content-blog';
import { pickRecentPosts, type RecentPostsData } from './pickRecentPosts';

// The landing page lists the newest blog posts. The blog plugin keeps its posts to itself, so this
// plugin reads them once every plugin has loaded and publishes only what the landing page shows:
// three titles, dates and links (a few hundred bytes of global data, not the posts).
export default function recentPostsPlugin(_context: LoadContext): Plugin<unknown> {
  return {
    name: 'recent-posts',
    async allContentLoaded({ allContent, actions }) {
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      const data: RecentPostsData = { posts: pickRecentPosts(blog?.blogPosts ?? [], 3) };
      actions.setGlobalData(data);
    },
  };
}
