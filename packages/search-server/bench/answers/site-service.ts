import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CollectionManager } from '@hlf-docs/search-client';
import { readEntriesFile } from '../../src/push/entries-file.js';
import { pushEntries } from '../../src/push/push-entries.js';
import { startServer } from '../../src/server.js';

/** Our real service in this process, holding the site's sections, and a reader of it. */
export interface SiteService {
  /** A client with the collection's read key, as the site's cloud mode has. */
  reader: CollectionManager;
  sections: number;
  close(): Promise<void>;
}

const MASTER_KEY = 'answer-bench-master-key-0123456789';
const COLLECTION = 'hlf-docs';

/**
 * Start the service on a free loopback port with an empty data directory, create the collection
 * and push the site's sections into its `docs` index the way `npm run search:push` does.
 */
export async function startSiteService(entriesFile: string): Promise<SiteService> {
  // Read and checked exactly as `npm run search:push` reads the file.
  const entries = await readEntriesFile(entriesFile);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hlf-answer-bench-'));
  const server = await startServer({
    dataDir,
    port: 0,
    host: '127.0.0.1',
    masterKey: MASTER_KEY,
    logRequests: false,
    log: () => {},
  });
  const close = async () => {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const master = new CollectionManager({
      url: server.url,
      collectionID: COLLECTION,
      masterAPIKey: MASTER_KEY,
    });
    const keys = await master.createCollection({ id: COLLECTION });
    await pushEntries(entries, {
      url: server.url,
      collectionID: COLLECTION,
      indexID: 'docs',
      writeAPIKey: keys.write_api_key,
    });
    return {
      reader: new CollectionManager({
        url: server.url,
        collectionID: COLLECTION,
        readAPIKey: keys.read_api_key,
      }),
      sections: entries.length,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
