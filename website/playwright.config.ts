import { defineConfig, devices } from '@playwright/test';
import { chromiumExecutable } from './tests/support/chromium';

// Browser tests run against the production build, served the way readers get it: on 127.0.0.1
// under the base path. The build must exist (`npm run build`); `npm test` at the root builds first.
const port = Number(process.env.DOCS_TEST_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}/bevel-operator-fabric/`;

export default defineConfig({
  testDir: './tests/browser',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI ? [['list'], ['github']] : 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumExecutable(),
      // The machines that run these tests have no internet: keep Chromium from reaching out.
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `npx tsx scripts/serve-build.ts --host 127.0.0.1 --port ${port}`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
