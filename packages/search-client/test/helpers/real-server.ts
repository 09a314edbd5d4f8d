import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '@hlf-docs/search-server';
import type { ObservedRequest, RunningServer, ServerOptions } from '@hlf-docs/search-server';
import { CollectionManager } from '../../src/index.js';

export const MASTER_KEY = 'client-test-master-key-0123456789';

/** The real search-server on 127.0.0.1 (in process), with every request it receives observed. */
export interface RealServer {
  url: string;
  dataDir: string;
  server: RunningServer;
  requests: ObservedRequest[];
  logs: string[];
  /** Requests observed since `mark()`. */
  since(mark: number): ObservedRequest[];
  mark(): number;
  close(): Promise<void>;
}

export async function startRealServer(options: Partial<ServerOptions> = {}): Promise<RealServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hlf-search-client-test-'));
  const requests: ObservedRequest[] = [];
  const logs: string[] = [];
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    masterKey: MASTER_KEY,
    ...options,
    dataDir,
    log: (line) => logs.push(line),
    onRequest: (request) => requests.push(request),
  });
  return {
    url: server.url,
    dataDir,
    server,
    requests,
    logs,
    mark: () => requests.length,
    since: (mark) => requests.slice(mark),
    close: async () => {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestCollection {
  id: string;
  readKey: string;
  writeKey: string;
}

/** Create a collection through our own client (master key) and return its keys. */
export async function createTestCollection(url: string, id: string): Promise<TestCollection> {
  const master = new CollectionManager({ url, collectionID: id, masterAPIKey: MASTER_KEY });
  const created = await master.createCollection({ id, description: 'client tests' });
  return { id, readKey: created.read_api_key, writeKey: created.write_api_key };
}

/** A few sections shaped like the website's search index entries. */
export const DOCS = [
  {
    id: 'chaincode-install',
    title: 'Install a chaincode',
    section: 'Install the chaincode package',
    content:
      'Use kubectl hlf chaincode install to install the chaincode package on a peer. The identity must have enough permission to install chaincodes.',
    path: '/docs/chaincode-development/install#install',
    category: 'default',
    version: 'current',
  },
  {
    id: 'cert-renewal',
    title: 'Renew certificates',
    section: 'Automatic certificate renewal',
    content:
      'Certificates of peers and orderers can be renewed manually or automatically before they expire. Auto-renewal is disabled by default.',
    path: '/docs/operations/renew-certificates#auto',
    category: 'default',
    version: 'current',
  },
  {
    id: 'channel-create',
    title: 'Create a channel',
    section: 'Main channel',
    content:
      'A FabricMainChannel needs the admin identities of the orderer organization and of the peer organizations.',
    path: '/docs/getting-started/create-channel#main',
    category: 'guides',
    version: 'current',
  },
];

/** Create index `main` and insert DOCS, with the write key. */
export async function seedDocs(url: string, collection: TestCollection): Promise<void> {
  const writer = new CollectionManager({
    url,
    collectionID: collection.id,
    writeAPIKey: collection.writeKey,
  });
  await writer.createIndex({ id: 'main', embedding: 'automatic' });
  await writer.index('main').insertDocuments(DOCS);
}

/** The real server with the collection `docs` seeded with DOCS, and a reader of it (read key). */
export async function startSeededServer(): Promise<{
  server: RealServer;
  docs: TestCollection;
  client: CollectionManager;
}> {
  const server = await startRealServer();
  const docs = await createTestCollection(server.url, 'docs');
  await seedDocs(server.url, docs);
  const client = new CollectionManager({
    url: server.url,
    collectionID: 'docs',
    readAPIKey: docs.readKey,
  });
  return { server, docs, client };
}

/** Wait until `check` is true, or fail after `timeoutMs` (nothing in a test waits unbounded). */
export async function waitFor(
  check: () => boolean,
  what: string,
  timeoutMs = 5_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A real server with the seeded `docs` collection, and a client for each of its keys. */
export interface SeededDocs {
  server: RealServer;
  docs: TestCollection;
  reader: CollectionManager;
  writer: CollectionManager;
}

export async function startSeededDocs(): Promise<SeededDocs> {
  const server = await startRealServer();
  const docs = await createTestCollection(server.url, 'docs');
  await seedDocs(server.url, docs);
  const client = (keys: { readAPIKey?: string; writeAPIKey?: string }) =>
    new CollectionManager({ url: server.url, collectionID: 'docs', ...keys });
  return {
    server,
    docs,
    reader: client({ readAPIKey: docs.readKey }),
    writer: client({ writeAPIKey: docs.writeKey }),
  };
}
