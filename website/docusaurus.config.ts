import { readFileSync } from 'node:fs';
import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import recentPostsPlugin from './plugins/recent-posts';
import htmlSuffixRedirectPlugin from './plugins/html-suffix-redirect';
import mermaidElkOptionalPlugin from './plugins/mermaid-elk-optional';
import remarkMermaidSvg, { type Options as MermaidSvgOptions } from './plugins/mermaid-svg';
import { mermaidThemes } from './plugins/mermaid-svg/variants';
import searchIndexPlugin from './plugins/search-index';
import staticCodePlugin, { remarkStaticCode } from './plugins/static-code';
import shallowMemoSortPlugin from './plugins/shallow-memo-sort';
import prefetchOnePerTaskPlugin from './plugins/prefetch-one-per-task';
import searchModeDefinePlugin from './plugins/search-mode-define';
import { darkCodeTheme, lightCodeTheme } from './src/prismThemes';
import { blogDescription, blogTitle } from './config/blog';
import { readSearchMode } from './config/searchMode';
import { ssrTemplate } from './config/ssrTemplate';

/**
 * The logo and the favicon as data: URLs in the page itself: each was a request made while the
 * page was parsed, before its first paint, and Lighthouse's simulation counted both toward the
 * largest paint (150 ms after the first on every page). Small SVGs: about 1 kB each.
 */
function svgDataUrl(file: string): string {
  return `data:image/svg+xml,${encodeURIComponent(readFileSync(new URL(file, import.meta.url), 'utf8').trim())}`;
}
const logoUrl = svgDataUrl('./static/img/logo.svg');

// Environment flags are read once, here, so the rest of the config is plain data.
// SITE_URL / BASE_URL let a fork publish the site elsewhere; DOCS_BUNDLER=webpack switches
// back to the classic bundler (kept for comparison and as an escape hatch).
const siteUrl = process.env.SITE_URL ?? 'https://hyperledger-bevel.github.io';
const baseUrl = process.env.BASE_URL ?? '/bevel-operator-fabric/';
const useFasterBundler = process.env.DOCS_BUNDLER !== 'webpack';
// SEARCH_URL, SEARCH_COLLECTION_ID and SEARCH_READ_KEY together switch the search to cloud mode
// (the service, with the answer assistant); none of them keeps the local index. A partial set or a
// write key stops the build here, before anything is built.
const search = readSearchMode(process.env);
// Diagrams are SVG drawn ahead of time (plugins/mermaid-svg, `npm run diagrams -w website`). Only
// the dev server keeps client-side Mermaid, for a diagram not drawn yet; a production build
// (`docusaurus build` sets NODE_ENV) fails on such a diagram and ships no Mermaid at all.
const devServer = process.env.NODE_ENV === 'development';
// The site's first year to the year of the build, as the footer's notice.
const firstYear = 2025;
const buildYear = new Date().getFullYear();
const copyrightYears = buildYear > firstYear ? `${firstYear}–${buildYear}` : `${firstYear}`;

const mermaidSvg: [typeof remarkMermaidSvg, MermaidSvgOptions] = [
  remarkMermaidSvg,
  { onMissing: devServer ? 'client' : 'fail' },
];

const repositoryUrl = 'https://github.com/hyperledger-bevel/bevel-operator-fabric';

export default {
  title: 'Hyperledger Fabric Operator',
  tagline: 'Make deployments of Hyperledger Fabric on Kubernetes easier and more secure',
  favicon: svgDataUrl('./static/img/favicon.svg'),
  url: siteUrl,
  baseUrl,
  organizationName: 'hyperledger-bevel',
  projectName: 'bevel-operator-fabric',
  trailingSlash: undefined,

  // The bundles are requested after the first paint (see config/ssrTemplate.ts); the shortcuts
  // pressed before they run are held until then (Ctrl/Cmd+I opens the assistant, in cloud mode).
  ssrTemplate: ssrTemplate(search.mode === 'cloud' ? ['k', '/', 'i'] : ['k', '/']),

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',

  i18n: { defaultLocale: 'en', locales: ['en'] },

  markdown: {
    format: 'mdx',
    mermaid: true,
    hooks: { onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw' },
  },

  future: {
    v4: { removeLegacyPostBuildHeadAttribute: true, mdx1CompatDisabledByDefault: true },
    faster: useFasterBundler,
  },

  themes: devServer ? ['@docusaurus/theme-mermaid'] : [],
  plugins: [
    recentPostsPlugin,
    htmlSuffixRedirectPlugin,
    mermaidElkOptionalPlugin,
    searchIndexPlugin,
    staticCodePlugin,
    shallowMemoSortPlugin,
    prefetchOnePerTaskPlugin,
    searchModeDefinePlugin(search),
  ],

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          beforeDefaultRemarkPlugins: [mermaidSvg, remarkStaticCode],
          editUrl: `${repositoryUrl}/edit/main/website/`,
        },
        blog: {
          showReadingTime: true,
          blogTitle,
          blogDescription,
          blogSidebarTitle: 'All posts',
          blogSidebarCount: 'ALL',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          feedOptions: { type: ['rss', 'atom'], xslt: true },
          beforeDefaultRemarkPlugins: [mermaidSvg, remarkStaticCode],
        },
        theme: { customCss: './src/css/custom.css' },
      } satisfies Preset.Options,
    ],
  ],

  // What the search box and the assistant read at run time (only public values: the read key).
  customFields: { search },

  themeConfig: {
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: 'release-1-14-0',
      content:
        'HLF Operator 1.14.0 is out: metrics are now served without kube-rbac-proxy. <a href="https://github.com/hyperledger-bevel/bevel-operator-fabric/releases">Read the release notes</a>.',
      isCloseable: true,
    },
    docs: {
      sidebar: { hideable: false, autoCollapseCategories: false },
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    navbar: {
      title: 'HLF Operator',
      logo: { alt: 'HLF Operator logo', src: logoUrl, width: 32, height: 32 },
      items: [
        { type: 'doc', docId: 'intro', label: 'Docs', position: 'left' },
        { to: '/blog', label: 'Blog', position: 'left' },
        { href: repositoryUrl, label: 'GitHub', position: 'right' },
        // Our local search (src/theme/SearchBar); a search item is never drawn in the mobile menu,
        // and on phones the button stays in the navbar bar itself.
        { type: 'search', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      logo: {
        alt: 'HLF Operator logo',
        src: logoUrl,
        width: 48,
        height: 48,
        href: repositoryUrl,
      },
      links: [
        {
          title: 'Docs',
          items: [
            { label: 'Introduction', to: '/docs/' },
            { label: 'Kubectl Plugin', to: '/docs/kubectl-plugin/installation' },
          ],
        },
        {
          title: 'Community',
          items: [
            {
              label: 'Stack Overflow',
              href: 'https://stackoverflow.com/questions/tagged/bevel-operator-fabric',
            },
            { label: 'GitHub Issues', href: `${repositoryUrl}/issues` },
          ],
        },
        {
          title: 'More',
          items: [{ label: 'GitHub', href: repositoryUrl }],
        },
      ],
      copyright: `Copyright © ${copyrightYears} the HLF Operator maintainers. Built with Docusaurus.`,
    },
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      additionalLanguages: ['bash', 'json', 'go', 'docker', 'powershell'],
    },
    // The dev server's client-side fallback draws with the same themes as the cached drawings.
    mermaid: { theme: mermaidThemes },
  } satisfies Preset.ThemeConfig,
} satisfies Config;
