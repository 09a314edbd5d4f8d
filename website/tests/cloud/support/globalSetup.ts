// Once per run of the cloud suite: build the site in cloud mode against our real service on a
// fixed loopback port, fill a temporary collection with the site's sections (and the tests'
// fixtures), and serve the build. Each worker then starts the service over the same data.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CollectionManager } from '@hlf-docs/search-client';
import { SEARCH_ENTRIES_FILE } from '@hlf-docs/search-client/protocol';
import { startStaticServer } from '../../support/staticServer';
import {
  BASE_PATH,
  BUILD_DIR,
  DATA_DIR_VARIABLE,
  FIXTURE_INDEX,
  INJECTION,
  KEYS,
  SERVICE_URL,
  SITE_PORT,
} from './cloudSite';
import { startTestService } from './service';

const websiteDir = join(__dirname, '..', '..', '..');
const repositoryDir = join(websiteDir, '..');

/** Run a command to its end with its output shown; reject with its exit code. */
function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** The environment of a child: ours, without the source condition (the site's bundler and the
 * built commands resolve packages their own way). */
function childEnv(extra: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  delete env.NODE_OPTIONS;
  return env;
}

async function buildCloudSite(): Promise<void> {
  // CLOUD_TEST_REUSE_BUILD=1 skips the build (about 15 s) while iterating on tests alone.
  if (process.env.CLOUD_TEST_REUSE_BUILD === '1' && existsSync(join(BUILD_DIR, 'index.html'))) {
    return;
  }
  await run(
    'npx',
    ['docusaurus', 'build', '--out-dir', BUILD_DIR],
    websiteDir,
    childEnv({
      SEARCH_URL: SERVICE_URL,
      SEARCH_COLLECTION_ID: KEYS.collectionID,
      SEARCH_READ_KEY: KEYS.read,
      SEARCH_WRITE_KEY: undefined,
    }),
  );
}

async function fillCollection(dataDir: string): Promise<void> {
  const service = await startTestService(dataDir, undefined);
  try {
    const master = new CollectionManager({
      url: service.server.url,
      collectionID: KEYS.collectionID,
      masterAPIKey: KEYS.master,
    });
    await master.createCollection({
      id: KEYS.collectionID,
      description: 'HLF Operator docs (cloud-mode browser tests)',
      read_api_key: KEYS.read,
      write_api_key: KEYS.write,
    });
    // The site's sections, as a maintainer pushes them; the write key by environment only.
    await run(
      'npm',
      ['run', '--silent', 'search:push', '--', join(BUILD_DIR, SEARCH_ENTRIES_FILE)],
      repositoryDir,
      childEnv({
        SEARCH_URL: service.server.url,
        SEARCH_COLLECTION_ID: KEYS.collectionID,
        SEARCH_WRITE_KEY: KEYS.write,
        SEARCH_READ_KEY: undefined,
      }),
    );
    const writer = new CollectionManager({
      url: service.server.url,
      collectionID: KEYS.collectionID,
      writeAPIKey: KEYS.write,
    });
    await writer.createIndex({ id: FIXTURE_INDEX, embedding: 'automatic' });
    await writer.index(FIXTURE_INDEX).insertDocuments([{ ...INJECTION }]);
  } finally {
    await service.server.close();
  }
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  await buildCloudSite();
  const dataDir = await mkdtemp(join(tmpdir(), 'hlf-docs-cloud-test-'));
  // Workers inherit the environment the global setup leaves.
  process.env[DATA_DIR_VARIABLE] = dataDir;
  await fillCollection(dataDir);
  const site = await startStaticServer({
    root: BUILD_DIR,
    basePath: BASE_PATH,
    host: '127.0.0.1',
    port: SITE_PORT,
  });
  return async () => {
    await site.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
