/**
 * The blog's title and description: the preset's options in docusaurus.config.ts, and the h1 that
 * our BlogPostItems wrapper gives the blog's index (the list pages' props do not reach it, and
 * the blog's route context holds its metadata only on post pages).
 */
export const blogTitle = 'HLF Operator blog';
export const blogDescription = 'Release notes and guides from the HLF Operator maintainers';
