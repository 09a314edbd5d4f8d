import { fieldPath } from '../describe-zod-error.js';

/**
 * How deep a request body may nest. Free-form values (an extra field of a document, the query of
 * a telemetry event) are walked recursively further on, by the validator and by JSON.stringify
 * when they are stored; nested some thousands of levels deep, they overflowed the stack and the
 * request ended in a 500. Real bodies (filters, JSON Schemas of tools) stay far below this.
 */
export const maxBodyDepth = 64;

/** How many path segments an error message shows before it elides the rest. */
const shownSegments = 6;

interface Pending {
  value: object;
  depth: number;
  key?: PropertyKey;
  parent?: Pending;
}

function pathOf(node: Pending): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let at: Pending | undefined = node; at?.parent; at = at.parent) path.unshift(at.key!);
  return path;
}

/**
 * Where the first value nested deeper than `limit` levels sits (`events[0].query.a.a…`; objects
 * and arrays each count one level, the body itself is the first), or undefined when the whole
 * value is within it. Walks with a stack of its own rather than by recursion, so that the check
 * cannot overflow either.
 */
export function tooDeepPath(value: unknown, limit = maxBodyDepth): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const pending: Pending[] = [{ value, depth: 1 }];
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (node.depth > limit) {
      const path = pathOf(node);
      const shown = fieldPath(path.slice(0, shownSegments));
      return path.length > shownSegments ? `${shown}…` : shown;
    }
    const entries = Array.isArray(node.value)
      ? node.value.map((item, index): [number, unknown] => [index, item])
      : Object.entries(node.value);
    for (const [key, child] of entries) {
      if (child !== null && typeof child === 'object') {
        pending.push({ value: child, depth: node.depth + 1, key, parent: node });
      }
    }
  }
  return undefined;
}
