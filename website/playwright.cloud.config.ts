import { defineConfig } from '@playwright/test';
import local from './playwright.config';
import { SITE_URL } from './tests/cloud/support/cloudSite';

// The cloud-mode suite: the site built with SEARCH_URL, SEARCH_COLLECTION_ID and SEARCH_READ_KEY
// (into build-cloud, by the global setup, which also serves it) against our real search service
// on 127.0.0.1, which the tests start and observe. The browser and its settings are the local
// suite's (playwright.config.ts). One worker: the build points at one service port, and some
// tests restart the service with a stand-in model. Run it with the workspaces' source condition
// (npm run test:cloud), under which the service's stand-in model is exported.
export default defineConfig({
  ...local,
  testDir: './tests/cloud',
  globalSetup: './tests/cloud/support/globalSetup.ts',
  webServer: undefined,
  fullyParallel: false,
  workers: 1,
  outputDir: './test-results/cloud',
  use: { ...local.use, baseURL: SITE_URL },
  projects: (local.projects ?? []).map((project) => ({
    ...project,
    name: `${project.name}-cloud`,
  })),
});
