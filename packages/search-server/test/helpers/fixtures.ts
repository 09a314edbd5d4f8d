import assert from 'node:assert/strict';
import { call } from './http.js';
import { startTestServer } from './server.js';
import type { TestServer } from './server.js';
import type { ServerOptions } from '../../src/server.js';

export interface TestCollection {
  id: string;
  readKey: string;
  writeKey: string;
}

export async function createCollection(
  url: string,
  masterKey: string,
  id = 'docs',
): Promise<TestCollection> {
  const created = await call<{ read_api_key: string; write_api_key: string }>(
    url,
    '/v1/collections/create',
    {
      key: masterKey,
      body: { id, description: 'test collection' },
    },
  );
  assert.equal(created.status, 201, created.text);
  return { id, readKey: created.body.read_api_key, writeKey: created.body.write_api_key };
}

/** A few sections shaped like the website's search index entries. */
export const DOCS = [
  {
    id: 'chaincode-install',
    title: 'Install a chaincode',
    section: 'Install the chaincode package',
    content:
      'Use kubectl hlf chaincode install to install the chaincode package on a peer. The identity must have enough permission to install chaincodes. Installing can take 3-4 minutes.',
    path: '/bevel-operator-fabric/docs/chaincode-development/install#install',
    category: 'default',
    version: 'current',
  },
  {
    id: 'cert-renewal',
    title: 'Renew certificates',
    section: 'Automatic certificate renewal',
    content:
      'Certificates of peers and orderers can be renewed manually or automatically before they expire. Auto-renewal is disabled by default. The renewal delta defaults to 15 days.',
    path: '/bevel-operator-fabric/docs/operations/renew-certificates#auto',
    category: 'default',
    version: 'current',
  },
  {
    id: 'channel-create',
    title: 'Create a channel',
    section: 'Main channel',
    content:
      'A FabricMainChannel needs the admin identities of the orderer organization and of the peer organizations. The orderer state value is STATE_NORMAL.',
    path: '/bevel-operator-fabric/docs/getting-started/create-channel#main',
    category: 'guides',
    version: 'current',
  },
  {
    id: 'monitoring',
    title: 'Monitoring',
    section: 'Certificate expiry metrics',
    content:
      'The operator exposes Prometheus metrics. The certificate expiry metric has the labels node_type, crt_type, namespace and name. A warning alert fires 7 days before expiry.',
    path: '/bevel-operator-fabric/docs/operations/monitoring#metrics',
    category: 'guides',
    version: 'current',
  },
];

export async function seedDocs(
  url: string,
  collection: TestCollection,
  index = 'main',
  documents: readonly object[] = DOCS,
): Promise<void> {
  const created = await call(url, `/v1/collections/${collection.id}/indexes/create`, {
    key: collection.writeKey,
    body: { id: index, embedding: 'automatic' },
  });
  assert.equal(created.status, 200, created.text);
  const inserted = await call(url, `/v1/collections/${collection.id}/indexes/${index}/insert`, {
    key: collection.writeKey,
    body: documents,
  });
  assert.equal(inserted.status, 200, inserted.text);
}

/** The same 20 documents again, titled by round: rewriting them grows the log, not the state. */
export function roundOfDocs(round: number): { id: string; title: string; content: string }[] {
  return Array.from({ length: 20 }, (_, n) => ({
    id: `doc${n}`,
    title: `Round ${round}`,
    content: 'x'.repeat(200),
  }));
}

/** After rounds of `roundOfDocs`: the 20 documents hold the last round, and nothing else moved. */
export async function assertLastRound(
  url: string,
  collection: TestCollection,
  lastRound: number,
): Promise<void> {
  const search = await call<{ count: number; hits: { document: { title: string } }[] }>(
    url,
    `/v1/collections/${collection.id}/search`,
    { key: collection.readKey, body: { term: 'round', limit: 100 } },
  );
  assert.equal(search.body.count, 20);
  assert.ok(
    search.body.hits.every((hit) => hit.document.title === `Round ${lastRound}`),
    'every document has its last acknowledged version',
  );
  const stats = await call<{ document_count: number }>(
    url,
    `/v1/collections/${collection.id}/stats`,
    { key: collection.readKey, keyIn: 'query' },
  );
  assert.equal(stats.body.document_count, DOCS.length + 20);
}

/** A server whose collection `docs` holds DOCS in its index `main`: what most tests start from. */
export async function startSeededServer(
  options: Partial<ServerOptions> = {},
): Promise<{ server: TestServer; docs: TestCollection }> {
  const server = await startTestServer(options);
  const docs = await createCollection(server.url, server.masterKey);
  await seedDocs(server.url, docs);
  return { server, docs };
}

/** The ids of every document of a collection (the write key lists them). */
export async function storedDocumentIds(
  url: string,
  writeKey: string,
  collection = 'docs',
): Promise<Set<string>> {
  const listed = await call<{ id: string }[]>(url, '/v1/collections/list', {
    key: writeKey,
    body: { id: collection },
  });
  assert.equal(listed.status, 200, listed.text);
  return new Set(listed.body.map((document) => document.id));
}
