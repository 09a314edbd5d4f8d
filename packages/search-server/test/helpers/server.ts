import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../../src/server.js';
import type { RunningServer, ServerOptions } from '../../src/server.js';

export interface TestServer {
  url: string;
  masterKey: string;
  dataDir: string;
  logs: string[];
  server: RunningServer;
  /** Stop the server (the data directory stays, for restart tests). */
  stop(): Promise<void>;
  /** Stop and delete the data directory. */
  close(): Promise<void>;
}

export async function makeDataDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'hlf-search-test-'));
}

/** The real server on 127.0.0.1 with a free port, its log lines captured. */
export async function startTestServer(
  options: Partial<ServerOptions> & { dataDir?: string } = {},
): Promise<TestServer> {
  const dataDir = options.dataDir ?? (await makeDataDir());
  const logs: string[] = [];
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    masterKey: 'test-master-key-0123456789',
    ...options,
    dataDir,
    log: (line) => logs.push(line),
  });
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await server.close();
  };
  return {
    url: server.url,
    masterKey: server.master.key,
    dataDir,
    logs,
    server,
    stop,
    close: async () => {
      await stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
