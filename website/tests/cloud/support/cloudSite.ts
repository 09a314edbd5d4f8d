// The fixed facts of the cloud-mode test site: the build bakes the service's address and read key
// into the site, so the service must come back on the same loopback port with the same keys.
import { join } from 'node:path';

export const SERVICE_PORT = Number(process.env.CLOUD_TEST_SERVICE_PORT ?? 7791);
export const SITE_PORT = Number(process.env.CLOUD_TEST_SITE_PORT ?? 4179);
export const SERVICE_URL = `http://127.0.0.1:${SERVICE_PORT}`;
export const BASE_PATH = '/bevel-operator-fabric/';
export const SITE_URL = `http://127.0.0.1:${SITE_PORT}${BASE_PATH}`;

/** Test keys only: this collection lives in a temporary folder for the run. */
export const KEYS = {
  master: 'cloud-test-master-key-0123456789abcdef',
  collectionID: 'hlf-docs-test',
  read: 'read_cloud_test_0123456789abcdef',
  write: 'write_cloud_test_0123456789abcdef',
} as const;

/** The folder of the cloud-mode build, beside the local one (website/build). */
export const BUILD_DIR = join(__dirname, '..', '..', '..', 'build-cloud');

/** Set by the global setup for the workers: the service's data folder for this run. */
export const DATA_DIR_VARIABLE = 'CLOUD_TEST_DATA_DIR';

/** The index of documents the tests add (kept apart from the site's sections, which push mirrors). */
export const FIXTURE_INDEX = 'test-fixtures';

/**
 * A document whose text holds markup that would run code if an answer were inserted as HTML; a
 * question with its odd word finds it, and the extractive answer quotes it.
 */
export const INJECTION = {
  id: 'injection-probe',
  title: 'Quokka probe settings',
  section: 'Quokka probe',
  content:
    'The quokka probe setting is documented as <img src=x onerror="window.__answerInjected=1"> in this test page.',
  code: '',
  path: `${BASE_PATH}docs/intro#quokka-probe`,
  version: 'current',
  category: 'default',
} as const;
