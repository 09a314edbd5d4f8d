import type { SearchBody } from '../http/routes/search-schema.js';
import { contentWords } from '../text/tokens.js';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const LIMIT_PATTERN = /\b(?:top|first|show|list|give me)\s+(\d{1,3})\b/i;
const IN_PROPERTY_PATTERN = /\b(?:in|by|within)\s+(?:the\s+)?(title|section|content)s?\b/i;

/**
 * Turn a question into search parameters without a model, by fixed rules:
 * - "top 5", "first 3": `limit`;
 * - a filter property named next to one of its values ("version current", "category: guides",
 *   "guides category"): `where`;
 * - "in the title": `properties`;
 * - the remaining content words: `term`.
 */
export function parseQuestion(question: string, facets: Map<string, Set<string>>): SearchBody {
  let rest = question;
  const params: SearchBody = { term: '', mode: 'fulltext' };

  const limit = LIMIT_PATTERN.exec(rest);
  if (limit?.[1]) {
    params.limit = Math.min(1000, Math.max(1, Number(limit[1])));
    rest = rest.replace(limit[0], ' ');
  }

  const where: Record<string, string> = {};
  for (const [property, values] of facets) {
    for (const value of values) {
      const p = escape(property);
      const v = escape(value);
      const pattern = new RegExp(
        `\\b${p}\\s*(?:is|=|:)?\\s*["']?${v}["']?(?![\\w-])|(?<![\\w-])${v}\\s+${p}\\b`,
        'i',
      );
      const match = pattern.exec(rest);
      if (match) {
        where[property] = value;
        rest = rest.replace(match[0], ' ');
        break;
      }
    }
  }
  if (Object.keys(where).length > 0) params.where = where;

  const inProperty = IN_PROPERTY_PATTERN.exec(rest);
  if (inProperty?.[1]) {
    const property = inProperty[1].toLowerCase();
    params.properties = [property];
    rest = rest.replace(inProperty[0], ' ');
  }

  params.term = [...new Set(contentWords(rest))].join(' ');
  return params;
}
