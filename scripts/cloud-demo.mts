#!/usr/bin/env node
// `npm run cloud`: the whole cloud mode on one machine, for a newcomer. It starts our search
// service, creates the collection (keys kept in the service's data folder, so later runs reuse
// them), builds the site in cloud mode, pushes the site's sections into the collection and serves
// the site. Ctrl+C stops both servers. Nothing leaves 127.0.0.1.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as z from 'zod';
import { CollectionManager, HTTPStatusError } from '@hlf-docs/search-client';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values: options } = parseArgs({
  options: {
    'service-port': { type: 'string', default: '7700' },
    'site-port': { type: 'string', default: '3000' },
    'data-dir': { type: 'string', default: join(root, 'packages/search-server/.search-data') },
    'skip-build': { type: 'boolean', default: false },
  },
});
const dataDir = resolve(options['data-dir']);
const serviceUrl = `http://127.0.0.1:${options['service-port']}`;

/** The demo's keys, made once and kept beside the collections they open (mode 0600). */
const keysSchema = z.object({
  masterKey: z.string().min(32),
  collectionID: z.string().min(1),
  readKey: z.string().startsWith('read_'),
  writeKey: z.string().startsWith('write_'),
});
type DemoKeys = z.infer<typeof keysSchema>;

function demoKeys(): DemoKeys {
  const file = join(dataDir, 'cloud-demo.json');
  if (existsSync(file)) {
    const parsed = keysSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (parsed.success) return parsed.data;
    throw new Error(`${file} is not a cloud demo key file; move it away and run again`);
  }
  const secret = () => randomBytes(24).toString('base64url');
  const keys = {
    masterKey: secret(),
    collectionID: 'hlf-docs',
    readKey: `read_${secret()}`,
    writeKey: `write_${secret()}`,
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  return keys;
}

const children: ChildProcess[] = [];
function stopAll(code: number): never {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.once('SIGINT', () => stopAll(0));
process.once('SIGTERM', () => stopAll(0));

/** Run a command to its end, with its output shown; fail the demo if it fails. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolvePromise()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** Start a long-running server and resolve once its output shows `ready`. */
function startServer(name: string, args: string[], env: NodeJS.ProcessEnv, ready: RegExp) {
  return new Promise<void>((resolvePromise, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    const timer = setTimeout(() => reject(new Error(`${name} did not start within 60 s`)), 60_000);
    let seen = false;
    const read = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      process.stdout.write(text.replace(/^(?=.)/gm, `[${name}] `));
      if (!seen && ready.test(text)) {
        seen = true;
        clearTimeout(timer);
        resolvePromise();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (!seen) reject(new Error(`${name} exited with ${code} before it was ready`));
      else if (code !== 0) stopAll(1);
    });
  });
}

async function ensureCollection(keys: DemoKeys): Promise<void> {
  const master = new CollectionManager({
    url: serviceUrl,
    collectionID: keys.collectionID,
    masterAPIKey: keys.masterKey,
  });
  try {
    await master.createCollection({
      id: keys.collectionID,
      description: 'HLF Operator docs (npm run cloud)',
      read_api_key: keys.readKey,
      write_api_key: keys.writeKey,
    });
    console.log(`Created the collection "${keys.collectionID}".`);
  } catch (error) {
    // A second run finds the collection of the first one: keep it.
    if (!(error instanceof HTTPStatusError && error.status === 409)) throw error;
    console.log(`The collection "${keys.collectionID}" exists; reusing it.`);
  }
}

async function main(): Promise<void> {
  const keys = demoKeys();
  const serviceEnv = { ...process.env, SEARCH_MASTER_KEY: keys.masterKey };
  await startServer(
    'service',
    [
      '--import',
      'tsx',
      join(root, 'packages/search-server/src/cli.ts'),
      '--data-dir',
      dataDir,
      '--port',
      options['service-port'],
      '--quiet',
    ],
    serviceEnv,
    /listening on/,
  );
  await ensureCollection(keys);

  const entriesFile = join(root, 'website/build-cloud/search-entries.json.gz');
  const cloudEnv = {
    ...process.env,
    SEARCH_URL: serviceUrl,
    SEARCH_COLLECTION_ID: keys.collectionID,
    SEARCH_READ_KEY: keys.readKey,
  };
  // Its own folder, so that the local-mode build in website/build stays as it was.
  if (!options['skip-build']) {
    await run('npm', ['run', 'build', '-w', 'website', '--', '--out-dir', 'build-cloud'], cloudEnv);
  }
  // The write key goes to the push alone, by environment: never into the site.
  await run('npm', ['run', 'search:push', '--', entriesFile], {
    ...cloudEnv,
    SEARCH_READ_KEY: undefined,
    SEARCH_WRITE_KEY: keys.writeKey,
  });
  await startServer(
    'site',
    [
      '--import',
      'tsx',
      join(root, 'website/scripts/serve-build.ts'),
      '--host',
      '127.0.0.1',
      '--port',
      options['site-port'],
      '--dir',
      'build-cloud',
    ],
    process.env,
    /http:\/\//,
  );
  console.log(
    `\nCloud mode is running:\n  site     http://127.0.0.1:${options['site-port']}/bevel-operator-fabric/ (press / to search, Ctrl+I to ask)\n  service  ${serviceUrl} (collection "${keys.collectionID}", keys in ${join(dataDir, 'cloud-demo.json')})\nCtrl+C stops both.`,
  );
}

main().catch((error: unknown) => {
  console.error(`npm run cloud: ${error instanceof Error ? error.message : String(error)}`);
  stopAll(1);
});
