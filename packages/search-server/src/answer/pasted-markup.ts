/**
 * HTML a reader pastes with a question (a fragment of a page, a log line that holds a tag) is
 * not what the question asks: its tag and attribute names ("img", "onerror") are words no page
 * holds, which would weigh as the question's most telling words and decline it. A tag goes when
 * it has an attribute (`<x a=...>`), closes an element or names an HTML element; a placeholder
 * the docs write in angle brackets (`<peer pod>`, `<tag>`) stays, its words part of the
 * question. A script or style element goes with its content: code, not words of the question.
 */
const HTML_ELEMENTS =
  'a|abbr|audio|b|base|body|br|button|code|details|div|em|embed|form|frame|h[1-6]|head|hr|html|i|iframe|img|input|label|li|link|math|meta|object|ol|p|pre|script|section|select|small|source|span|strong|style|summary|svg|table|td|textarea|th|title|tr|u|ul|video';

const SCRIPT_OR_STYLE = /<(script|style)\b[^>]*>[\s\S]*?(<\/\1\s*>|$)/gi;
const ELEMENT_TAG = new RegExp(`</?(?:${HTML_ELEMENTS})(?:\\s[^<>]*)?/?>`, 'gi');
const TAG_WITH_ATTRIBUTE = /<\/?[a-z][\w:-]*\s+[^<>]*=[^<>]*>/gi;
const CLOSING_TAG = /<\/[a-z][\w:-]*\s*>/gi;

/** The question without pasted HTML tags, each replaced by a space. */
export function withoutMarkup(text: string): string {
  return text
    .replace(SCRIPT_OR_STYLE, ' ')
    .replace(TAG_WITH_ATTRIBUTE, ' ')
    .replace(CLOSING_TAG, ' ')
    .replace(ELEMENT_TAG, ' ');
}
