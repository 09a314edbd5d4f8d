import type { AllContent } from '@docusaurus/types';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { BlogContent } from '@docusaurus/plugin-content-blog';

export interface SourcePage {
  /** Absolute path of the Markdown/MDX source file. */
  file: string;
  title: string;
  permalink: string;
  version: string;
  category: 'default' | 'blog';
  /** Hidden pages (unlisted, drafts) are not searchable. */
  listed: boolean;
}

/** `@site/docs/x.md` → an absolute path under the site directory. */
const resolveSource = (siteDir: string, source: string) => source.replace(/^@site/, siteDir);

/** Every docs page and blog post the other plugins loaded, with what the index needs to know. */
export function collectPages(allContent: AllContent, siteDir: string): SourcePage[] {
  const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
  const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
  const pages: SourcePage[] = [];
  for (const version of docs?.loadedVersions ?? []) {
    // Unversioned docs are the `current` version, which is what the search box filters on.
    for (const doc of version.docs) {
      pages.push({
        file: resolveSource(siteDir, doc.source),
        title: doc.title,
        permalink: doc.permalink,
        version: version.versionName,
        category: 'default',
        listed: !doc.unlisted && !doc.draft,
      });
    }
  }
  for (const post of blog?.blogPosts ?? []) {
    pages.push({
      file: resolveSource(siteDir, post.metadata.source),
      title: post.metadata.title,
      permalink: post.metadata.permalink,
      version: 'current',
      category: 'blog',
      listed: !post.metadata.unlisted,
    });
  }
  return pages;
}
