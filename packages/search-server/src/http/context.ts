import type { ChatClient } from '../answer/llm-client.js';
import type { CollectionStore } from '../storage/collection-store.js';
import type { Registry } from '../storage/registry.js';
import type { SearchPool } from '../workers/search-pool.js';
import type { KeyDigest } from '../security/keys.js';

/** What every route needs, passed in when the app is built (no globals). */
export interface AppDeps {
  registry: Registry;
  /** The search threads, or undefined to search in the main thread. */
  searchPool?: SearchPool;
  masterKeyDigest: KeyDigest;
  /** The configured chat model, or undefined for the extractive answerer. */
  chat: ChatClient | undefined;
  /** Interval of SSE keep-alive comments while a stream is idle. */
  keepAliveMs: number;
  /** Aborted when the server shuts down: open streams then send a last event and end. */
  shutdown: AbortSignal;
  log: (line: string) => void;
}

export type Role = 'master' | 'write' | 'read';

export interface AppEnv {
  Variables: {
    store: CollectionStore;
    role: Role;
    /** The largest body readJson reads (set by the bodyLimit middleware). */
    bodyLimitBytes: number;
  };
}
