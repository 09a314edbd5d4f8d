import type { DocumentRecord } from '../storage/entities.js';

/** A `where` clause: property path → a value (equality), a list (any of) or an operator object. */
export type WhereClause = Record<string, unknown>;

type Scalar = string | number | boolean | null;

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

/** What an operator compares with: said in its refusal, and checked by `problem`. */
interface Operand {
  takes: string;
  /** What is wrong with `value` (`got a string`), or undefined when the operator takes it. */
  problem: (value: unknown) => string | undefined;
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A value as a refusal names it: its kind, never its text (which may be long). */
function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
}

function listProblem(value: unknown, accepts: (item: unknown) => boolean): string | undefined {
  if (!Array.isArray(value)) return `got ${kindOf(value)}`;
  const bad = value.findIndex((item) => !accepts(item));
  return bad < 0 ? undefined : `item ${bad} is ${kindOf(value[bad])}`;
}

const SCALAR: Operand = {
  takes: 'a string, number, boolean or null',
  problem: (value) => (isScalar(value) ? undefined : `got ${kindOf(value)}`),
};
const LIST: Operand = {
  takes: 'a list of strings, numbers, booleans or null',
  problem: (value) => listProblem(value, isScalar),
};
const NUMBER: Operand = {
  takes: 'a number',
  problem: (value) => (isNumber(value) ? undefined : `got ${kindOf(value)}`),
};
const RANGE: Operand = {
  takes: 'a list of two numbers, [low, high]',
  problem: (value) =>
    Array.isArray(value) && value.length !== 2
      ? `got ${kindOf(value)}`
      : listProblem(value, isNumber),
};

/**
 * Each operator and the value it takes (the comparisons of `compare`). A value of another type
 * matched no document, so a typo (`"gt": "10"`) got an empty answer instead of a 400.
 */
const OPERANDS: Record<string, Operand> = {
  eq: SCALAR,
  ne: SCALAR,
  in: LIST,
  nin: LIST,
  gt: NUMBER,
  gte: NUMBER,
  lt: NUMBER,
  lte: NUMBER,
  between: RANGE,
};

export const WHERE_OPERATORS = Object.keys(OPERANDS);

/** The first problem of a where clause: the property it is on, and what is wrong. */
export interface WhereProblem {
  property: string;
  message: string;
}

/** Describe the first problem of a where clause, or undefined when it is well formed. */
export function whereProblem(where: WhereClause): WhereProblem | undefined {
  for (const [property, condition] of Object.entries(where)) {
    if (isScalar(condition)) continue;
    if (Array.isArray(condition)) {
      if (!condition.every(isScalar))
        return { property, message: 'a list may hold only strings, numbers, booleans or null' };
      continue;
    }
    if (typeof condition === 'object') {
      for (const [op, value] of Object.entries(condition as Record<string, unknown>)) {
        const operand = Object.hasOwn(OPERANDS, op) ? OPERANDS[op] : undefined;
        if (!operand) {
          const message = `unknown operator "${op}" (use ${WHERE_OPERATORS.join(', ')})`;
          return { property, message };
        }
        const problem = operand.problem(value);
        if (problem)
          return { property, message: `operator "${op}" takes ${operand.takes}; ${problem}` };
      }
      continue;
    }
    return { property, message: 'unsupported condition' };
  }
  return undefined;
}

/**
 * Whether a document meets a where clause (every condition holds; a list means "any of these
 * values"), as a test of one document, its paths split and its conditions sorted out once:
 * a search tests every document that matches its words (a two-letter prefix matches most of the
 * site), and reading the clause again for each of them was a tenth of a search's time.
 */
export function compileWhere(
  where: WhereClause | undefined,
): (document: DocumentRecord) => boolean {
  if (!where) return () => true;
  const tests = Object.entries(where).map(([path, condition]) => {
    const read = propertyReader(path);
    if (isScalar(condition)) return (document: DocumentRecord) => holds(read(document), condition);
    if (Array.isArray(condition)) {
      return (document: DocumentRecord) => compare(read(document), 'in', condition);
    }
    if (condition && typeof condition === 'object') {
      const operators = Object.entries(condition);
      return (document: DocumentRecord) => {
        const actual = read(document);
        return operators.every(([op, expected]) => compare(actual, op, expected));
      };
    }
    return () => false;
  });
  if (tests.length === 1) return tests[0]!;
  return (document) => tests.every((test) => test(document));
}

/**
 * A key of a where clause: clauses with equal keys keep the same documents (KeptDocuments). Its
 * JSON, with the values that JSON would write as others (undefined and NaN as null) named apart.
 */
export function whereKey(where: WhereClause | undefined): string {
  return JSON.stringify(where ?? null, (_, value: unknown) =>
    value === undefined || (typeof value === 'number' && !Number.isFinite(value))
      ? `\u0000${String(value)}`
      : value,
  );
}

/** Equality: the value, or one of the values of a list, is `expected`. */
function holds(actual: unknown, expected: Scalar): boolean {
  return Array.isArray(actual) ? actual.includes(expected) : actual === expected;
}

/**
 * A reader of one property path (`a.b.c`), its path split once, for reading one property of many
 * documents: a top-level property is read directly.
 */
export function propertyReader(path: string): (document: Record<string, unknown>) => unknown {
  if (!path.includes('.')) return (document) => document[path];
  const parts = path.split('.');
  return (document) => {
    let current: unknown = document;
    for (const part of parts) {
      if (current === null || typeof current !== 'object') return undefined;
      current = (current as Record<string, unknown>)[part];
    }
    return current;
  };
}
