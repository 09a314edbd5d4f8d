import type { ChatConfig } from './answer/llm-client.js';
import { defaultSearchThreads } from './workers/search-pool.js';

/** Everything the environment can set, read in one place. */
export interface EnvConfig {
  masterKey: string | undefined;
  chat: ChatConfig | undefined;
  keepAliveMs: number;
  bodyLimitBytes: number;
  corsOrigins: string[];
  /** Search threads beside the writer; 0 searches in the main thread. */
  searchThreads: number;
}

export const DEFAULT_KEEP_ALIVE_MS = 15_000;
export const DEFAULT_BODY_LIMIT_BYTES = 16 * 1024 * 1024;
export const DEFAULT_LLM_TIMEOUT_MS = 120_000;

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  }
  return value;
}

function nonNegativeInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be 0 or a positive integer, got "${raw}"`);
  }
  return value;
}

export function readEnvConfig(env: NodeJS.ProcessEnv = process.env): EnvConfig {
  const baseUrl = env.SEARCH_LLM_BASE_URL?.trim();
  const model = env.SEARCH_LLM_MODEL?.trim();
  if (Boolean(baseUrl) !== Boolean(model)) {
    throw new Error(
      'Set both SEARCH_LLM_BASE_URL and SEARCH_LLM_MODEL to use a language model, or neither',
    );
  }
  const chat: ChatConfig | undefined =
    baseUrl && model
      ? {
          baseUrl,
          model,
          apiKey: env.SEARCH_LLM_API_KEY?.trim() || undefined,
          timeoutMs: positiveInteger(env, 'SEARCH_LLM_TIMEOUT_MS', DEFAULT_LLM_TIMEOUT_MS),
        }
      : undefined;
  if (chat) {
    try {
      new URL(chat.baseUrl);
    } catch {
      throw new Error(`SEARCH_LLM_BASE_URL is not a URL: "${chat.baseUrl}"`);
    }
  }
  return {
    masterKey: env.SEARCH_MASTER_KEY,
    chat,
    keepAliveMs: positiveInteger(env, 'SEARCH_SSE_KEEPALIVE_MS', DEFAULT_KEEP_ALIVE_MS),
    bodyLimitBytes: positiveInteger(env, 'SEARCH_BODY_LIMIT_BYTES', DEFAULT_BODY_LIMIT_BYTES),
    searchThreads: nonNegativeInteger(env, 'SEARCH_THREADS', defaultSearchThreads()),
    corsOrigins: (env.SEARCH_CORS_ORIGINS ?? '*')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  };
}
