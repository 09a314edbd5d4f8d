/** Security levels of the protocol (PROTOCOL.md, "Keys"), lowest first. */
export const SECURITY_LEVELS = ['read-query', 'read', 'write', 'master'] as const;
export type SecurityLevel = (typeof SECURITY_LEVELS)[number];

/** The three keys: a read and a write key per collection, and the service's master key. */
export type KeyKind = 'read' | 'write' | 'master';

export type HTTPMethod = 'GET' | 'POST';

/**
 * The levels each key serves. The read key serves the read levels, the write key every level of
 * its own collection, the master key everything. A server checks calls against this table.
 */
export const LEVELS_SERVED_BY_KEY: Record<KeyKind, readonly SecurityLevel[]> = {
  read: ['read-query', 'read'],
  write: ['read-query', 'read', 'write'],
  master: ['read-query', 'read', 'write', 'master'],
};

/**
 * Which key a client sends for a level: read levels the read key, the others their own. There is
 * no fallback from one key to another, so a write key never ends up in a URL.
 */
export function keyKind(level: SecurityLevel): KeyKind {
  return level === 'read-query' || level === 'read' ? 'read' : level;
}

/**
 * Where the key of a call travels. Streams always use the query string because a browser
 * `EventSource`-style consumer cannot always set headers; GET calls below master, and every
 * read-query call, do too; everything else sends a bearer header. A server accepts either place.
 */
export function keyPlacement(
  method: HTTPMethod,
  level: SecurityLevel,
  streamed: boolean,
): 'header' | 'query' {
  if (streamed) return 'query';
  if (level === 'read-query') return 'query';
  if (method === 'GET') return level === 'master' ? 'header' : 'query';
  return 'header';
}
