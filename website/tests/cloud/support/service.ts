import { startServer, type ObservedRequest, type RunningServer } from '@hlf-docs/search-server';
import { KEYS, SERVICE_PORT } from './cloudSite';

export interface TestService {
  server: RunningServer;
  /** Every request the service received, as its `onRequest` observer saw it. */
  requests: ObservedRequest[];
  /** The base URL of the OpenAI-compatible model it answers with; undefined: extractive. */
  modelUrl: string | undefined;
}

/**
 * Our real search service, on the fixed loopback port the cloud build points at, over the run's
 * data folder. With `modelUrl` it answers through that OpenAI-compatible model (what
 * SEARCH_LLM_BASE_URL and SEARCH_LLM_MODEL configure in its command), else extractively.
 */
export async function startTestService(
  dataDir: string,
  modelUrl: string | undefined,
): Promise<TestService> {
  const requests: ObservedRequest[] = [];
  const server = await startServer({
    dataDir,
    port: SERVICE_PORT,
    host: '127.0.0.1',
    masterKey: KEYS.master,
    // Searches in the main thread: Playwright's loader runs this service as CommonJS, where a
    // search thread's module cannot be located (the service's own tests cover the threads).
    searchThreads: 0,
    chat: modelUrl
      ? { baseUrl: modelUrl, model: 'stand-in-model', apiKey: undefined, timeoutMs: 30_000 }
      : undefined,
    logRequests: false,
    log: () => {},
    onRequest: (request) => requests.push(request),
  });
  return { server, requests, modelUrl };
}
