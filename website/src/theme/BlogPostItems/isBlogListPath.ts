/** Whether a path is the blog's index or one of its further pages (`/blog/page/2`). */
export function isBlogListPath(pathname: string, blogBasePath: string): boolean {
  const base = blogBasePath.replace(/\/$/, '');
  return new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(/page/\\d+)?/?$`).test(
    pathname,
  );
}
