import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { ChatConfig } from './answer/llm-client.js';
import { OpenAICompatibleChatClient } from './answer/llm-client.js';
import { DEFAULT_BODY_LIMIT_BYTES, DEFAULT_KEEP_ALIVE_MS } from './config.js';
import { createApp } from './http/app.js';
import { digestKey } from './security/keys.js';
import { loadMasterKey } from './security/master-key.js';
import type { MasterKeySource } from './security/master-key.js';
import { DEFAULT_COMPACT_MIN_BYTES } from './storage/collection-store.js';
import { Registry } from './storage/registry.js';

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
  logRequests?: boolean;
  log?: (line: string) => void;
}

export interface RunningServer {
  url: string;
  port: number;
  host: string;
  master: MasterKeySource;
  close(): Promise<void>;
}

/** Open the data directory, build the app and listen. The caller decides what to print. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  await mkdir(options.dataDir, { recursive: true, mode: 0o700 });
  const master = await loadMasterKey(options.dataDir, options.masterKey);
  const registry = await Registry.open(
    options.dataDir,
    { compactMinBytes: options.compactMinBytes ?? DEFAULT_COMPACT_MIN_BYTES },
    log,
  );
  const app = createApp(
    {
      registry,
      masterKeyDigest: digestKey(master.key),
      chat: options.chat ? new OpenAICompatibleChatClient(options.chat) : undefined,
      keepAliveMs: options.keepAliveMs ?? DEFAULT_KEEP_ALIVE_MS,
      log,
    },
    {
      bodyLimitBytes: options.bodyLimitBytes ?? DEFAULT_BODY_LIMIT_BYTES,
      corsOrigins: options.corsOrigins ?? ['*'],
      logRequests: options.logRequests ?? true,
    },
  );
  const host = options.host ?? '127.0.0.1';
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const created = serve({ fetch: app.fetch, port: options.port ?? 7700, hostname: host }, () =>
      resolve(created),
    );
    created.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${port}`,
    port,
    host,
    master,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Streams and keep-alive sockets would hold close() open; they are ours to end.
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await registry.close();
    },
  };
}
