import { setMaxListeners } from 'node:events';
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { ChatConfig } from './answer/llm-client.js';
import { OpenAICompatibleChatClient } from './answer/llm-client.js';
import { DEFAULT_BODY_LIMIT_BYTES, DEFAULT_KEEP_ALIVE_MS } from './config.js';
import { createApp } from './http/app.js';
import type { RequestObserver } from './http/request-observer.js';
import { digestKey } from './security/keys.js';
import { loadMasterKey } from './security/master-key.js';
import type { MasterKeySource } from './security/master-key.js';
import { DEFAULT_COMPACT_MIN_BYTES } from './storage/collection-store.js';
import { Registry } from './storage/registry.js';
import { defaultSearchThreads, SearchPool } from './workers/search-pool.js';

export interface ServerOptions {
  dataDir: string;
  port?: number;
  host?: string;
  /** From SEARCH_MASTER_KEY; generated and stored in the data directory when absent. */
  masterKey?: string;
  chat?: ChatConfig;
  keepAliveMs?: number;
  bodyLimitBytes?: number;
  corsOrigins?: string[];
  compactMinBytes?: number;
  /** Search threads beside the writer (see SearchPool); 0 searches in the main thread. */
  searchThreads?: number;
  logRequests?: boolean;
  log?: (line: string) => void;
  /**
   * Called once per request with its method, path, query (without `api-key`), content type,
   * where the key travelled (`header`, `query`, `both`, `none`; never the key itself) and a
   * signal aborted if the client disconnects early. Meant for tests of protocol clients.
   */
  onRequest?: RequestObserver;
}

export interface RunningServer {
  url: string;
  port: number;
  host: string;
  master: MasterKeySource;
  /** How many search threads serve beside the writer. */
  searchThreads: number;
  close(): Promise<void>;
}

/** How long a shutdown waits for requests in flight before it ends their connections. */
const SHUTDOWN_GRACE_MS = 5_000;
const IDLE_SWEEP_MS = 25;

type NodeServer = ReturnType<typeof serve>;

function closeIdle(server: NodeServer): void {
  if ('closeIdleConnections' in server) server.closeIdleConnections();
}

function closeAll(server: NodeServer): void {
  if ('closeAllConnections' in server) server.closeAllConnections();
}

/** Open the data directory, build the app and listen. The caller decides what to print. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  await mkdir(options.dataDir, { recursive: true, mode: 0o700 });
  const master = await loadMasterKey(options.dataDir, options.masterKey);
  const registry = await Registry.open(options.dataDir, {
    compactMinBytes: options.compactMinBytes ?? DEFAULT_COMPACT_MIN_BYTES,
    warn: log,
  });
  const threads = options.searchThreads ?? defaultSearchThreads();
  const searchPool = threads > 0 ? await SearchPool.start(threads, registry, log) : undefined;
  const shutdown = new AbortController();
  // Every open answer stream listens for the shutdown (and stops listening when it ends): with 64
  // streams at once, Node's default of 10 listeners warned of a leak that is not one.
  setMaxListeners(0, shutdown.signal);
  const app = createApp(
    {
      registry,
      searchPool,
      shutdown: shutdown.signal,
      masterKeyDigest: digestKey(master.key),
      chat: options.chat ? new OpenAICompatibleChatClient(options.chat) : undefined,
      keepAliveMs: options.keepAliveMs ?? DEFAULT_KEEP_ALIVE_MS,
      log,
    },
    {
      bodyLimitBytes: options.bodyLimitBytes ?? DEFAULT_BODY_LIMIT_BYTES,
      corsOrigins: options.corsOrigins ?? ['*'],
      logRequests: options.logRequests ?? true,
      onRequest: options.onRequest,
    },
  );
  const host = options.host ?? '127.0.0.1';
  const server = await new Promise<NodeServer>((resolve, reject) => {
    const created = serve({ fetch: app.fetch, port: options.port ?? 7700, hostname: host }, () =>
      resolve(created),
    );
    created.once('error', reject);
  }).catch(async (error: unknown) => {
    await searchPool?.close();
    await registry.close();
    throw error;
  });
  const port = (server.address() as AddressInfo).port;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${port}`,
    port,
    host,
    master,
    searchThreads: searchPool?.size ?? 0,
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // No new connections from here; open streams send a last event and end their bodies.
      shutdown.abort();
      // Requests in flight (a write waiting for its fsync) get a bounded time to be answered;
      // then every connection left is ours to end, so close() cannot hang on a client.
      const grace = setTimeout(() => closeAll(server), SHUTDOWN_GRACE_MS);
      // A keep-alive connection becomes idle when its last answer ends: close it then.
      closeIdle(server);
      const sweep = setInterval(() => closeIdle(server), IDLE_SWEEP_MS);
      await closed;
      clearTimeout(grace);
      clearInterval(sweep);
      await searchPool?.close();
      await registry.close();
    },
  };
}

export type { ObservedRequest, RequestObserver } from './http/request-observer.js';
