// Wrapped, not ejected: the stock blog index has no h1 (its posts' titles are h2), so a screen
// reader's list of headings and axe's "page-has-heading-one" find no title for the page. The
// posts are rendered inside <main> only through this component; tag pages have their own h1.
import type { ReactNode } from 'react';
import BlogPostItems from '@theme-original/BlogPostItems';
import type BlogPostItemsType from '@theme/BlogPostItems';
import type { WrapperProps } from '@docusaurus/types';
import { useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { blogTitle } from '@site/config/blog';
import { isBlogListPath } from './isBlogListPath';

type Props = WrapperProps<typeof BlogPostItemsType>;

export default function BlogPostItemsWrapper(props: Props): ReactNode {
  const { pathname } = useLocation();
  const blogBasePath = useBaseUrl('/blog');
  return (
    <>
      {isBlogListPath(pathname, blogBasePath) && <h1>{blogTitle}</h1>}
      <BlogPostItems {...props} />
    </>
  );
}
