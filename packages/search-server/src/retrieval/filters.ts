import type { DocumentRecord } from '../storage/entities.js';

/** A `where` clause: property path → a value (equality), a list (any of) or an operator object. */
export type WhereClause = Record<string, unknown>;

type Scalar = string | number | boolean | null;

/** Read `a.b.c` from a document. */
export function valueAt(document: Record<string, unknown>, path: string): unknown {
  let current: unknown = document;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

function valuesOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value];
}

function isScalar(value: unknown): value is Scalar {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

function compare(actual: unknown, op: string, expected: unknown): boolean {
  switch (op) {
    case 'eq':
      return valuesOf(actual).some((value) => value === expected);
    case 'ne':
      return valuesOf(actual).every((value) => value !== expected);
    case 'in':
      return Array.isArray(expected) && valuesOf(actual).some((value) => expected.includes(value));
    case 'nin':
      return (
        Array.isArray(expected) && valuesOf(actual).every((value) => !expected.includes(value))
      );
    case 'gt':
      return typeof actual === 'number' && typeof expected === 'number' && actual > expected;
    case 'gte':
      return typeof actual === 'number' && typeof expected === 'number' && actual >= expected;
    case 'lt':
      return typeof actual === 'number' && typeof expected === 'number' && actual < expected;
    case 'lte':
      return typeof actual === 'number' && typeof expected === 'number' && actual <= expected;
    case 'between': {
      if (!Array.isArray(expected) || expected.length !== 2 || typeof actual !== 'number')
        return false;
      const [low, high] = expected as unknown[];
      return typeof low === 'number' && typeof high === 'number' && actual >= low && actual <= high;
    }
    default:
      return false;
  }
}

export const WHERE_OPERATORS = ['eq', 'ne', 'in', 'nin', 'gt', 'gte', 'lt', 'lte', 'between'];

/** Describe the first problem of a where clause, or undefined when it is well formed. */
export function whereProblem(where: WhereClause): string | undefined {
  for (const [path, condition] of Object.entries(where)) {
    if (isScalar(condition)) continue;
    if (Array.isArray(condition)) {
      if (!condition.every(isScalar))
        return `where.${path}: a list may hold only strings, numbers or booleans`;
      continue;
    }
    if (typeof condition === 'object') {
      for (const op of Object.keys(condition)) {
        if (!WHERE_OPERATORS.includes(op)) {
          return `where.${path}: unknown operator "${op}" (use ${WHERE_OPERATORS.join(', ')})`;
        }
      }
      continue;
    }
    return `where.${path}: unsupported condition`;
  }
  return undefined;
}

/** Every condition must hold. A list means "any of these values". */
export function matchesWhere(document: DocumentRecord, where: WhereClause | undefined): boolean {
  if (!where) return true;
  for (const [path, condition] of Object.entries(where)) {
    const actual = valueAt(document, path);
    if (isScalar(condition)) {
      if (!compare(actual, 'eq', condition)) return false;
    } else if (Array.isArray(condition)) {
      if (!compare(actual, 'in', condition)) return false;
    } else if (condition && typeof condition === 'object') {
      for (const [op, expected] of Object.entries(condition)) {
        if (!compare(actual, op, expected)) return false;
      }
    } else {
      return false;
    }
  }
  return true;
}
