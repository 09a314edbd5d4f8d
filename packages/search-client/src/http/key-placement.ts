/** Security levels of the protocol (PROTOCOL.md section 1), lowest first. */
export type SecurityLevel = 'read-query' | 'read' | 'write' | 'master';

export type HTTPMethod = 'GET' | 'POST';

/**
 * Where the key of a call travels (PROTOCOL.md section 1). Streams always use the query string
 * because a browser `EventSource`-style consumer cannot always set headers; GET calls below
 * master, and every read-query call, do too; everything else sends a bearer header.
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

/** Which of the client's keys a level uses: read levels the read key, the others their own. */
export function keyKind(level: SecurityLevel): 'read' | 'write' | 'master' {
  return level === 'read-query' || level === 'read' ? 'read' : level;
}
