import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call } from './helpers/http.js';
import type { ErrorBody } from './helpers/http.js';
import { createCollection, seedDocs } from './helpers/fixtures.js';
import type { TestCollection } from './helpers/fixtures.js';
import { startTestServer } from './helpers/server.js';
import type { TestServer } from './helpers/server.js';

type Level = 'read-query' | 'read' | 'write' | 'master';
type KeyName = 'read' | 'write' | 'master';

interface Endpoint {
  method: 'GET' | 'POST';
  path: string;
  level: Level;
  /** A fresh body per call, so repeated successful calls do not collide. */
  body?: () => unknown;
  /** Runs before each successful call (creates what the call deletes). */
  before?: (n: number) => Promise<void>;
  /** Status of a successful call. */
  ok?: number;
}

const ALLOWED: Record<Level, KeyName[]> = {
  'read-query': ['read', 'write', 'master'],
  read: ['read', 'write', 'master'],
  write: ['write', 'master'],
  master: ['master'],
};
const BELOW: Record<Level, KeyName[]> = {
  'read-query': [],
  read: [],
  write: ['read'],
  master: ['read', 'write'],
};

let server: TestServer;
let docs: TestCollection;
let counter = 0;
const next = () => `n${++counter}`;

const C = '/v1/collections/docs';

/** The key placement a protocol client uses (packages/search-client/PROTOCOL.md, "Keys"). */
function placement(endpoint: Endpoint): 'header' | 'query' {
  if (endpoint.level === 'read-query') return 'query';
  if (endpoint.method === 'GET') return endpoint.level === 'master' ? 'header' : 'query';
  return 'header';
}

async function post(path: string, body: unknown): Promise<void> {
  const result = await call(server.url, path, { key: docs.writeKey, body });
  assert.ok(result.status < 300, `${path}: ${result.text}`);
}

const ENDPOINTS: Endpoint[] = [
  { method: 'POST', path: `${C}/search`, level: 'read-query', body: () => ({ term: 'chaincode' }) },
  {
    method: 'POST',
    path: `${C}/nlp_search`,
    level: 'read-query',
    body: () => ({ query: 'chaincode' }),
  },
  {
    method: 'POST',
    path: `${C}/nlp_search_stream`,
    level: 'read-query',
    body: () => ({ query: 'chaincode' }),
  },
  {
    method: 'POST',
    path: `${C}/answer`,
    level: 'read-query',
    body: () => ({ query: 'install chaincode' }),
  },
  {
    method: 'POST',
    path: `${C}/planned_answer`,
    level: 'read-query',
    body: () => ({ query: 'install chaincode' }),
  },
  { method: 'GET', path: `${C}/stats`, level: 'read-query' },
  { method: 'GET', path: `${C}/segments/get?segment_id=seg1`, level: 'read-query' },
  { method: 'GET', path: `${C}/segments/all`, level: 'read-query' },
  { method: 'GET', path: `${C}/triggers/get?trigger_id=trg1`, level: 'read-query' },
  { method: 'GET', path: `${C}/triggers/all`, level: 'read-query' },
  { method: 'GET', path: `${C}/system_prompts/all`, level: 'read-query' },
  { method: 'GET', path: `${C}/tools/get?tool_id=tool1`, level: 'read-query' },
  { method: 'GET', path: `${C}/tools/all`, level: 'read-query' },
  { method: 'GET', path: `${C}/system_prompts/get?system_prompt_id=sp1`, level: 'read' },
  {
    method: 'POST',
    path: `${C}/tools/run`,
    level: 'read',
    body: () => ({ messages: [{ role: 'user', content: 'hi' }] }),
    ok: 501,
  },
  {
    method: 'POST',
    path: `${C}/indexes/create`,
    level: 'write',
    body: () => ({ id: next(), embedding: 'automatic' }),
  },
  {
    method: 'POST',
    path: `${C}/indexes/delete`,
    level: 'write',
    before: (n) => post(`${C}/indexes/create`, { id: `gone${n}` }),
    body: () => ({ index_id_to_delete: `gone${counter}` }),
  },
  { method: 'POST', path: `${C}/indexes/main/reindex`, level: 'write' },
  {
    method: 'POST',
    path: `${C}/indexes/main/insert`,
    level: 'write',
    body: () => [{ id: next(), title: 'extra' }],
  },
  {
    method: 'POST',
    path: `${C}/indexes/main/delete`,
    level: 'write',
    body: () => ['nothing-here'],
  },
  { method: 'POST', path: '/v1/collections/list', level: 'write', body: () => ({ id: 'docs' }) },
  {
    method: 'POST',
    path: `${C}/hooks/create`,
    level: 'write',
    body: () => ({ name: next(), code: 'return 1' }),
  },
  {
    method: 'POST',
    path: `${C}/segments/insert`,
    level: 'write',
    body: () => ({ name: 'S', description: 'd' }),
  },
  {
    method: 'POST',
    path: `${C}/segments/update`,
    level: 'write',
    body: () => ({ id: 'seg1', name: 'Operators', description: 'platform operators' }),
  },
  {
    method: 'POST',
    path: `${C}/segments/delete`,
    level: 'write',
    before: (n) => post(`${C}/segments/insert`, { id: `segdel${n}`, name: 'x', description: 'x' }),
    body: () => ({ id: `segdel${counter}` }),
  },
  {
    method: 'POST',
    path: `${C}/triggers/insert`,
    level: 'write',
    body: () => ({ name: 'T', description: 'd', response: 'r', segment_id: 'seg1' }),
  },
  {
    method: 'POST',
    path: `${C}/triggers/update`,
    level: 'write',
    body: () => ({ id: 'trg1', name: 'T', description: 'd', response: 'r2', segment_id: 'seg1' }),
  },
  {
    method: 'POST',
    path: `${C}/triggers/delete`,
    level: 'write',
    before: (n) =>
      post(`${C}/triggers/insert`, {
        id: `trgdel${n}`,
        name: 'x',
        description: 'x',
        response: 'x',
        segment_id: 'seg1',
      }),
    body: () => ({ id: `trgdel${counter}` }),
  },
  {
    method: 'POST',
    path: `${C}/system_prompts/insert`,
    level: 'write',
    body: () => ({ name: 'P', prompt: 'Always answer briefly.', usage_mode: 'manual' }),
  },
  {
    method: 'POST',
    path: `${C}/system_prompts/update`,
    level: 'write',
    body: () => ({ id: 'sp1', name: 'P', prompt: 'Always cite sources.', usage_mode: 'manual' }),
  },
  {
    method: 'POST',
    path: `${C}/system_prompts/delete`,
    level: 'write',
    before: (n) =>
      post(`${C}/system_prompts/insert`, {
        id: `spdel${n}`,
        name: 'x',
        prompt: 'x',
        usage_mode: 'manual',
      }),
    body: () => ({ id: `spdel${counter}` }),
  },
  {
    method: 'POST',
    path: `${C}/system_prompts/validate`,
    level: 'write',
    body: () => ({ prompt: 'Always answer in English and cite the documentation page.' }),
  },
  {
    method: 'POST',
    path: `${C}/tools/insert`,
    level: 'write',
    body: () => ({ id: next(), description: 'd', parameters: '{"type":"object"}' }),
  },
  {
    method: 'POST',
    path: `${C}/tools/update`,
    level: 'write',
    body: () => ({ id: 'tool1', description: 'd2', parameters: '{"type":"object"}' }),
  },
  {
    method: 'POST',
    path: `${C}/tools/delete`,
    level: 'write',
    before: (n) =>
      post(`${C}/tools/insert`, { id: `tooldel${n}`, description: 'x', parameters: '{}' }),
    body: () => ({ id: `tooldel${counter}` }),
  },
  {
    method: 'POST',
    path: '/v1/collections/create',
    level: 'master',
    body: () => ({ id: `c${next()}` }),
    ok: 201,
  },
  { method: 'GET', path: '/v1/collections', level: 'master' },
  { method: 'GET', path: '/v1/collections/docs', level: 'master' },
];

describe('security levels of every call', () => {
  let keys: Record<KeyName, string>;

  before(async () => {
    server = await startTestServer();
    docs = await createCollection(server.url, server.masterKey);
    await seedDocs(server.url, docs);
    keys = { read: docs.readKey, write: docs.writeKey, master: server.masterKey };
    await post(`${C}/segments/insert`, {
      id: 'seg1',
      name: 'Operators',
      description: 'platform operators',
    });
    await post(`${C}/triggers/insert`, {
      id: 'trg1',
      name: 'T',
      description: 'd',
      response: 'r',
      segment_id: 'seg1',
    });
    await post(`${C}/system_prompts/insert`, {
      id: 'sp1',
      name: 'P',
      prompt: 'Be brief.',
      usage_mode: 'manual',
    });
    await post(`${C}/tools/insert`, {
      id: 'tool1',
      description: 'd',
      parameters: '{"type":"object"}',
    });
  });
  after(() => server.close());

  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.method} ${endpoint.path} (${endpoint.level})`, async () => {
      const options = {
        method: endpoint.method,
        body: endpoint.body?.(),
        keyIn: placement(endpoint),
      };

      const missing = await call<ErrorBody>(server.url, endpoint.path, {
        ...options,
        key: undefined,
      });
      assert.equal(missing.status, 401, missing.text);
      assert.equal(missing.body.error.code, 'unauthorized');

      const unknown = await call<ErrorBody>(server.url, endpoint.path, {
        ...options,
        key: 'not-a-key-of-anything-1234',
      });
      assert.equal(unknown.status, 401, unknown.text);

      for (const name of BELOW[endpoint.level]) {
        const refused = await call<ErrorBody>(server.url, endpoint.path, {
          ...options,
          key: keys[name],
        });
        assert.equal(refused.status, 403, `${name} key: ${refused.text}`);
        assert.equal(refused.body.error.code, 'forbidden');
        assert.match(refused.body.error.message, new RegExp(`level ${endpoint.level}`));
      }

      for (const name of ALLOWED[endpoint.level]) {
        await endpoint.before?.(++counter);
        const accepted = await call(server.url, endpoint.path, {
          ...options,
          body: endpoint.body?.(),
          key: keys[name],
        });
        assert.equal(accepted.status, endpoint.ok ?? 200, `${name} key: ${accepted.text}`);
      }
    });
  }

  it('accepts a key in the header and in the query string alike', async () => {
    for (const keyIn of ['header', 'query'] as const) {
      const search = await call(server.url, `${C}/search`, {
        key: docs.readKey,
        keyIn,
        body: { term: 'peer' },
      });
      assert.equal(search.status, 200);
      const insert = await call(server.url, `${C}/indexes/main/insert`, {
        key: docs.writeKey,
        keyIn,
        body: [{ id: `placed-${keyIn}`, title: 'x' }],
      });
      assert.equal(insert.status, 200);
    }
  });

  it("refuses another collection's keys with 401, and hides whether a collection exists", async () => {
    const other = await createCollection(server.url, server.masterKey, 'other');
    const cross = await call(server.url, `${C}/search`, {
      key: other.readKey,
      keyIn: 'query',
      body: {},
    });
    assert.equal(cross.status, 401);
    const ghost = await call(server.url, '/v1/collections/ghost/search', {
      key: docs.readKey,
      keyIn: 'query',
      body: {},
    });
    assert.equal(ghost.status, 401);
    const masterGhost = await call<ErrorBody>(server.url, '/v1/collections/ghost/search', {
      key: server.masterKey,
      body: {},
    });
    assert.equal(masterGhost.status, 404);
    assert.match(masterGhost.body.error.message, /Collection "ghost" not found/);
  });

  it('never writes a key into its log lines or error messages', () => {
    const logText = server.logs.join('\n');
    assert.ok(server.logs.length > 100, 'the server logged the requests');
    for (const key of [
      docs.readKey,
      docs.writeKey,
      server.masterKey,
      'not-a-key-of-anything-1234',
    ]) {
      assert.ok(!logText.includes(key), 'a key appeared in the log');
    }
  });
});
