import { createRequire } from 'node:module';
import Prism from 'prismjs';

// Prism's own loader for Node: it registers a language (and what it builds on) on the Prism
// instance once, and knows the aliases (`sh` for bash, `dockerfile` for docker, `yml` for yaml).
const require = createRequire(import.meta.url);
const loadLanguages = require('prismjs/components/index.js') as (languages: string[]) => void;
const components = require('prismjs/components.js') as {
  languages: Record<string, { alias?: string | string[] }>;
};

/** Every name Prism answers to, aliases included, mapped to the language it loads. */
const knownLanguages = new Map<string, string>(
  Object.entries(components.languages).flatMap(([id, { alias }]) =>
    [id, ...(alias === undefined ? [] : [alias].flat())].map((name) => [name, id]),
  ),
);
knownLanguages.delete('meta');

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>]/g, (character) => escapes[character]!);
}

/**
 * The code as HTML, its tokens wrapped in Prism's `<span class="token ...">` (the same tokens the
 * theme's code block draws in the browser). The text is escaped, by Prism or here; a language
 * Prism does not know, or `text`, comes back as escaped plain text.
 */
export function highlightCode(code: string, language: string | undefined): string {
  const id = language === undefined ? undefined : knownLanguages.get(language.toLowerCase());
  if (id === undefined) return escapeHtml(code);
  if (!Prism.languages[id]) loadLanguages([id]);
  const grammar = Prism.languages[id];
  return grammar ? Prism.highlight(code, grammar, id) : escapeHtml(code);
}
