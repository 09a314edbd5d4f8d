import type { z } from 'zod';

/** `a.b[2].c`, the way a reader would name a field of the body. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((part, position) =>
      typeof part === 'number' ? `[${part}]` : position === 0 ? String(part) : `.${String(part)}`,
    )
    .join('');
}

type Issue = z.core.$ZodIssue;

/**
 * The issue to report. For a union, the branch that got furthest (the deepest path) explains the
 * problem best: `[0].id: expected string` rather than "Invalid input".
 */
function mostSpecific(issue: Issue): { path: PropertyKey[]; message: string } {
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    let best: { path: PropertyKey[]; message: string } | undefined;
    for (const branch of issue.errors) {
      const first = branch[0];
      if (!first) continue;
      const inner = mostSpecific(first);
      if (!best || inner.path.length > best.path.length) best = inner;
    }
    if (best) return { path: [...issue.path, ...best.path], message: best.message };
  }
  return { path: [...issue.path], message: issue.message };
}

export function describeZodError(error: z.core.$ZodError, what: string): string {
  const first = error.issues[0];
  if (!first) return `Invalid ${what}`;
  const issue = mostSpecific(first);
  const field = fieldPath(issue.path);
  return field === ''
    ? `Invalid ${what}: ${issue.message}`
    : `Invalid ${what}: "${field}": ${issue.message}`;
}
