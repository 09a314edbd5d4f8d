import type { HTTPMethod, SecurityLevel } from './key-levels.js';

/**
 * One call of the collection API. `path` is relative to `/v1/collections/{collectionID}` unless
 * it starts with `/v1/`; `{name}` is a path parameter. A streamed call answers with Server-Sent
 * Events.
 */
export interface Route {
  method: HTTPMethod;
  path: string;
  level: SecurityLevel;
  streamed?: true;
}

/**
 * Every call of the collection API with its level (PROTOCOL.md, "Calls"). The client sends its
 * calls from this table and the server registers its routes and checks keys from it, so a path
 * or a level cannot differ between the two.
 */
export const ROUTES = {
  search: { method: 'POST', path: '/search', level: 'read-query' },
  nlpSearch: { method: 'POST', path: '/nlp_search', level: 'read-query' },
  nlpSearchStream: {
    method: 'POST',
    path: '/nlp_search_stream',
    level: 'read-query',
    streamed: true,
  },
  answer: { method: 'POST', path: '/answer', level: 'read-query', streamed: true },
  plannedAnswer: { method: 'POST', path: '/planned_answer', level: 'read-query', streamed: true },
  stats: { method: 'GET', path: '/stats', level: 'read-query' },
  /** A reader's verdict on an answer; the read key, as for the answers themselves. */
  sendFeedback: { method: 'POST', path: '/feedback', level: 'read-query' },

  createIndex: { method: 'POST', path: '/indexes/create', level: 'write' },
  deleteIndex: { method: 'POST', path: '/indexes/delete', level: 'write' },
  reindex: { method: 'POST', path: '/indexes/{indexID}/reindex', level: 'write' },
  insertDocuments: { method: 'POST', path: '/indexes/{indexID}/insert', level: 'write' },
  deleteDocuments: { method: 'POST', path: '/indexes/{indexID}/delete', level: 'write' },
  /** The collection is named in the body (`{id}`), not in the path. */
  listDocuments: { method: 'POST', path: '/v1/collections/list', level: 'write' },
  createHook: { method: 'POST', path: '/hooks/create', level: 'write' },

  insertSegment: { method: 'POST', path: '/segments/insert', level: 'write' },
  getSegment: { method: 'GET', path: '/segments/get', level: 'read-query' },
  listSegments: { method: 'GET', path: '/segments/all', level: 'read-query' },
  deleteSegment: { method: 'POST', path: '/segments/delete', level: 'write' },
  updateSegment: { method: 'POST', path: '/segments/update', level: 'write' },

  insertTrigger: { method: 'POST', path: '/triggers/insert', level: 'write' },
  getTrigger: { method: 'GET', path: '/triggers/get', level: 'read-query' },
  listTriggers: { method: 'GET', path: '/triggers/all', level: 'read-query' },
  deleteTrigger: { method: 'POST', path: '/triggers/delete', level: 'write' },
  updateTrigger: { method: 'POST', path: '/triggers/update', level: 'write' },

  insertSystemPrompt: { method: 'POST', path: '/system_prompts/insert', level: 'write' },
  getSystemPrompt: { method: 'GET', path: '/system_prompts/get', level: 'read' },
  listSystemPrompts: { method: 'GET', path: '/system_prompts/all', level: 'read-query' },
  deleteSystemPrompt: { method: 'POST', path: '/system_prompts/delete', level: 'write' },
  updateSystemPrompt: { method: 'POST', path: '/system_prompts/update', level: 'write' },
  validateSystemPrompt: { method: 'POST', path: '/system_prompts/validate', level: 'write' },

  insertTool: { method: 'POST', path: '/tools/insert', level: 'write' },
  getTool: { method: 'GET', path: '/tools/get', level: 'read-query' },
  listTools: { method: 'GET', path: '/tools/all', level: 'read-query' },
  deleteTool: { method: 'POST', path: '/tools/delete', level: 'write' },
  updateTool: { method: 'POST', path: '/tools/update', level: 'write' },
  runTools: { method: 'POST', path: '/tools/run', level: 'read' },

  createCollection: { method: 'POST', path: '/v1/collections/create', level: 'master' },
  listCollections: { method: 'GET', path: '/v1/collections', level: 'master' },
  getCollection: { method: 'GET', path: '/v1/collections/{collectionID}', level: 'master' },
} as const satisfies Record<string, Route>;

export type RouteName = keyof typeof ROUTES;

/** The names of a path's `{name}` parameters. */
type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

export type RouteParams<R extends Route> = Record<ParamNames<R['path']>, string>;

/** A route whose parameters are filled in: what a client sends. */
export interface ResolvedRoute {
  method: HTTPMethod;
  path: string;
  level: SecurityLevel;
}

/**
 * A route with its `{name}` parameters filled in (URL-encoded). The parameters a path names are
 * required by the type; a route without any takes none.
 */
export function resolveRoute<R extends Route>(
  route: R,
  ...params: [ParamNames<R['path']>] extends [never] ? [] : [RouteParams<R>]
): ResolvedRoute {
  const values: Record<string, string> = params[0] ?? {};
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new TypeError(`No value for the path parameter "${name}"`);
    return encodeURIComponent(value);
  });
  return { method: route.method, path, level: route.level };
}
