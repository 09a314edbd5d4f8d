/**
 * How much a match counts in each field of a section, by the field's name in a section document
 * as the search service stores it: `title` the section's heading (or the page title for a page's
 * opening text), `section` the page title, `content` the prose, `code` the code blocks,
 * `questions` the questions a reader would ask that the section answers (written beside the docs,
 * in readers' words). A heading says what a section is about far better than a word of its body;
 * code weighs least. Tuned on the site's query set. Fields of other documents weigh 1.
 */
export const FIELD_WEIGHTS = {
  title: 4,
  section: 1.5,
  content: 1,
  code: 0.4,
  questions: 1,
} as const;
