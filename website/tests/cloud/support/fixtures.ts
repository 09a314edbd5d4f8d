import type { ObservedRequest } from '@hlf-docs/search-server';
import {
  startStandInModel,
  type StandInBehaviour,
  type StandInModel,
} from '@hlf-docs/search-server/test/stand-in-model';
import { test as base, expect } from '../../support/fixtures';
import { DATA_DIR_VARIABLE } from './cloudSite';
import { startTestService, type TestService } from './service';

/** The service's data folder for this run, made by the global setup. */
export function dataDir(): string {
  const dir = process.env[DATA_DIR_VARIABLE];
  if (!dir) {
    throw new Error(
      `${DATA_DIR_VARIABLE} is not set: run the suite through playwright.cloud.config.ts`,
    );
  }
  return dir;
}

/** How the service writes answers in a test: quoting the docs, or through the stand-in model. */
export type AnswerWriter = 'extractive' | 'model';

interface Options {
  answerWriter: AnswerWriter;
}

interface TestFixtures {
  /** The requests the service received during this test. */
  serviceRequests: ObservedRequest[];
  /** Stop the service (as an outage would) and start it again, on the same port and data. */
  serviceControl: { stop(): Promise<void>; start(): Promise<void> };
  /** The stand-in model, set to its default behaviour for this test. */
  model: StandInModel;
  /** Every URL the page requested during this test. */
  pageRequests: string[];
}

interface WorkerFixtures {
  /** The worker's stand-in model, and its behaviour as it started (each test starts from it). */
  standIn: { model: StandInModel; defaults: StandInBehaviour };
  /** The worker's service; restarted when a test needs the other answer writer. */
  serviceHost: { current: TestService | undefined };
}

/**
 * The cloud suite's tests: the site built in cloud mode, our real service on the loopback port
 * the build points at, and a stand-in OpenAI-compatible model (a third party) when asked for.
 * Every test also fails if the page requested anything outside 127.0.0.1.
 */
export const test = base.extend<Options & TestFixtures, WorkerFixtures>({
  answerWriter: ['extractive', { option: true }],

  standIn: [
    // Playwright reads a fixture's dependencies from this pattern; this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const model = await startStandInModel();
      await use({ model, defaults: { ...model.behaviour } });
      await model.close();
    },
    { scope: 'worker' },
  ],

  serviceHost: [
    // Playwright reads a fixture's dependencies from this pattern; this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const host: { current: TestService | undefined } = { current: undefined };
      await use(host);
      await host.current?.server.close();
    },
    { scope: 'worker' },
  ],

  model: async ({ standIn: { model, defaults } }, use) => {
    Object.assign(model.behaviour, defaults);
    model.requests.length = 0;
    await use(model);
  },

  serviceRequests: [
    async ({ serviceHost, answerWriter, model }, use) => {
      const modelUrl = answerWriter === 'model' ? model.baseUrl : undefined;
      if (!serviceHost.current || serviceHost.current.modelUrl !== modelUrl) {
        await serviceHost.current?.server.close();
        serviceHost.current = await startTestService(dataDir(), modelUrl);
      }
      const { requests } = serviceHost.current;
      requests.length = 0;
      await use(requests);
    },
    { auto: true },
  ],

  serviceControl: async ({ serviceHost, serviceRequests: _requests }, use) => {
    const stopped = serviceHost.current!;
    let running = true;
    const start = async () => {
      serviceHost.current = await startTestService(dataDir(), stopped.modelUrl);
      running = true;
    };
    await use({
      stop: async () => {
        running = false;
        await stopped.server.close();
      },
      start,
    });
    // The next test needs the service, whatever this one left.
    if (!running) await start();
  },

  pageRequests: [
    async ({ context }, use) => {
      const urls: string[] = [];
      context.on('request', (request) => urls.push(request.url()));
      await use(urls);
      const outside = urls.filter((url) => {
        const { protocol, hostname } = new URL(url);
        return !(protocol === 'data:' || protocol === 'blob:' || hostname === '127.0.0.1');
      });
      expect(outside, 'requests that left 127.0.0.1').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
