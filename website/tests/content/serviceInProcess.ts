import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CollectionManager } from '@hlf-docs/search-client';
import { startServer } from '@hlf-docs/search-server';

/** Our search service on a free port of 127.0.0.1, with one collection holding `documents`. */
export interface ServiceInProcess {
  /** A client with the collection's read key, as the site's cloud mode has. */
  reader: CollectionManager;
  close(): Promise<void>;
}

const MASTER_KEY = 'same-ranking-test-master-key';

export async function startServiceWith(
  documents: readonly ({ id: string } & Record<string, unknown>)[],
): Promise<ServiceInProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), 'hlf-same-ranking-'));
  const server = await startServer({
    dataDir,
    port: 0,
    host: '127.0.0.1',
    masterKey: MASTER_KEY,
    // The ranking in the main thread: these tests compare rankings, and tsx runs this file as
    // CommonJS, where the service's search threads do not load (they are tested in its package).
    searchThreads: 0,
    logRequests: false,
    log: () => {},
  });
  try {
    const collectionID = 'docs';
    const master = new CollectionManager({
      url: server.url,
      collectionID,
      masterAPIKey: MASTER_KEY,
    });
    const { write_api_key: writeAPIKey, read_api_key: readAPIKey } = await master.createCollection({
      id: collectionID,
    });
    const writer = new CollectionManager({ url: server.url, collectionID, writeAPIKey });
    await writer.createIndex({ id: 'docs', embedding: 'automatic' });
    await writer.index('docs').insertDocuments([...documents]);
    return {
      reader: new CollectionManager({ url: server.url, collectionID, readAPIKey }),
      close: async () => {
        await server.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
