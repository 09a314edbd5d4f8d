import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import type { ObservedRequest } from '../src/server.js';
import { readEntriesFile } from '../src/push/entries-file.js';
import type { ServiceEntry } from '../src/push/entries-file.js';
import { PushError } from '../src/push/push-error.js';
import { pushEntries } from '../src/push/push-entries.js';
import { PACKAGE_DIR } from './helpers/child-server.js';
import { createCollection } from './helpers/fixtures.js';
import type { TestCollection } from './helpers/fixtures.js';
import { call } from './helpers/http.js';
import { startTestServer } from './helpers/server.js';
import type { TestServer } from './helpers/server.js';

/** Entries shaped as the site build writes them (two sections share a path). */
const SITE: ServiceEntry[] = [
  {
    title: 'Install',
    content: 'Install the operator with helm.',
    // The code of a section travels apart from its prose, and must reach the service.
    code: 'helm install hlf-operator kfs/hlf-operator',
    blocks: [{ language: 'bash', code: 'helm install hlf-operator kfs/hlf-operator', after: 31 }],
    section: 'Install',
    version: 'current',
    path: '/docs/install#helm',
    category: 'default',
  },
  {
    title: 'Peers',
    content: 'Create a peer with kubectl hlf peer create.',
    code: '',
    blocks: [],
    section: 'Peers',
    version: 'current',
    path: '/docs/peer',
    category: 'default',
  },
  {
    title: 'Peers',
    content: 'A second peer section at the same path.',
    code: '',
    blocks: [],
    section: 'Peers',
    version: 'current',
    path: '/docs/peer',
    category: 'default',
  },
];

let server: TestServer;
let workDir: string;
const requests: ObservedRequest[] = [];
let collections = 0;

before(async () => {
  server = await startTestServer({ onRequest: (request) => requests.push(request) });
  workDir = await mkdtemp(path.join(tmpdir(), 'hlf-push-test-'));
});
after(async () => {
  await server.close();
  await rm(workDir, { recursive: true, force: true });
});

/** A fresh collection per test, so pushes do not see each other's documents. */
async function freshCollection(): Promise<TestCollection> {
  collections += 1;
  return createCollection(server.url, server.masterKey, `site${collections}`);
}

function targetOf(collection: TestCollection, writeAPIKey = collection.writeKey) {
  return { url: server.url, collectionID: collection.id, indexID: 'docs', writeAPIKey };
}

async function searchIds(collection: TestCollection, term: string): Promise<string[]> {
  const result = await call<{ hits: { id: string }[] }>(
    server.url,
    `/v1/collections/${collection.id}/search`,
    { key: collection.readKey, keyIn: 'query', body: { term, limit: 50 } },
  );
  assert.equal(result.status, 200, result.text);
  return result.body.hits.map((hit) => hit.id).sort();
}

async function writeEntries(name: string, content: unknown, gzip = true): Promise<string> {
  const file = path.join(workDir, name);
  const text = typeof content === 'string' ? content : JSON.stringify(content);
  await writeFile(file, gzip ? gzipSync(text) : text);
  return file;
}

/** The push's error, checked to be a PushError that does not contain `key`. */
async function pushFailure(run: Promise<unknown>, key: string): Promise<PushError> {
  const error = await run.then(
    () => assert.fail('the push should have failed'),
    (failure: unknown) => failure,
  );
  assert.ok(error instanceof PushError, String(error));
  assert.ok(!error.message.includes(key), `the key is not in: ${error.message}`);
  return error;
}

describe('pushEntries, against the real server', () => {
  it('creates the index, inserts every entry under its path in batches, with the write key in a header', async () => {
    const site = await freshCollection();
    requests.length = 0;
    const summary = await pushEntries(SITE, targetOf(site), { batch: { maxCount: 2 } });

    assert.deepEqual(summary, { createdIndex: true, upserted: 3, removedIDs: 0, batches: 2 });
    const inserts = requests.filter((request) => request.path.endsWith('/indexes/docs/insert'));
    assert.equal(inserts.length, 2, 'three entries at two per request');
    assert.ok(
      requests.every((request) => request.keyIn === 'header'),
      'the write key never travels in a URL',
    );
    assert.deepEqual(await searchIds(site, 'helm'), ['/docs/install#helm']);
    assert.deepEqual(await searchIds(site, 'kfs'), ['/docs/install#helm'], 'code is pushed too');
    assert.deepEqual(await searchIds(site, 'peer'), ['/docs/peer', '/docs/peer~2']);
  });

  it('a second push mirrors the file: changed sections replaced, removed ones deleted, after the inserts', async () => {
    const site = await freshCollection();
    await pushEntries(SITE, targetOf(site));
    const [install] = SITE;
    assert.ok(install);
    const next: ServiceEntry[] = [
      { ...install, content: 'Install the operator with kustomize.', code: 'kubectl apply -k .' },
      {
        ...install,
        title: 'Upgrade',
        content: 'Upgrade the CRDs first.',
        code: '',
        blocks: [],
        path: '/docs/upgrade',
      },
    ];

    requests.length = 0;
    const summary = await pushEntries(next, targetOf(site));
    const order = requests.map((request) => request.path.split('/').slice(-2).join('/'));
    assert.deepEqual(
      order,
      ['indexes/create', 'docs/insert', 'collections/list', 'docs/delete'],
      'deletion comes last, so searches never meet an empty index',
    );

    assert.deepEqual(summary, { createdIndex: false, upserted: 2, removedIDs: 2, batches: 1 });
    assert.deepEqual(await searchIds(site, 'kustomize'), ['/docs/install#helm']);
    assert.deepEqual(await searchIds(site, 'helm'), [], 'the old text of a section is gone');
    assert.deepEqual(await searchIds(site, 'peer'), [], 'sections removed from the site are gone');
    assert.deepEqual(await searchIds(site, 'upgrade'), ['/docs/upgrade']);
  });

  it('leaves the documents of the collection’s other indexes alone', async () => {
    const site = await freshCollection();
    await call(server.url, `/v1/collections/${site.id}/indexes/create`, {
      key: site.writeKey,
      body: { id: 'blog', embedding: 'automatic' },
    });
    await call(server.url, `/v1/collections/${site.id}/indexes/blog/insert`, {
      key: site.writeKey,
      body: [{ id: '/blog/release', title: 'Release', content: 'A release of the operator.' }],
    });
    await pushEntries(SITE, targetOf(site));
    assert.deepEqual(await searchIds(site, 'release'), ['/blog/release']);
  });

  it('a read key is refused with 403 and an unknown key with 401, never shown', async () => {
    const site = await freshCollection();
    const asRead = await pushFailure(pushEntries(SITE, targetOf(site, site.readKey)), site.readKey);
    assert.equal(asRead.failure, 'key-rejected');
    assert.match(asRead.message, /refused the write key \(403\)/);
    const unknownKey = 'write_not-a-key-of-this-collection';
    const unknown = await pushFailure(pushEntries(SITE, targetOf(site, unknownKey)), unknownKey);
    assert.match(unknown.message, /refused the write key \(401\)/);
  });

  it('an HTTP error names the step, the status and the server’s reason', async () => {
    const site = await freshCollection();
    const error = await pushFailure(
      pushEntries(SITE, { ...targetOf(site), indexID: 'no spaces' }),
      site.writeKey,
    );
    assert.equal(error.failure, 'http-status');
    assert.match(error.message, /Could not create the index "no spaces": .* answered 400 .*"id"/);
  });

  it('a service that is not there is named, without hanging', async () => {
    const site = await freshCollection();
    const error = await pushFailure(
      pushEntries(SITE, { ...targetOf(site), url: 'http://127.0.0.1:1' }, { timeoutMs: 5_000 }),
      site.writeKey,
    );
    assert.equal(error.failure, 'connection');
    assert.match(error.message, /cannot reach the search service at http:\/\/127\.0\.0\.1:1/);
  });
});

describe('readEntriesFile', () => {
  it('reads the gzip file the site writes, and plain JSON with the defaults filled in', async () => {
    assert.deepEqual(await readEntriesFile(await writeEntries('site.json.gz', SITE)), SITE);
    const plain = await writeEntries('plain.json', [{ title: 'T', path: '/docs/t' }], false);
    assert.deepEqual(await readEntriesFile(plain), [
      {
        title: 'T',
        path: '/docs/t',
        content: '',
        code: '',
        blocks: [],
        section: '',
        version: 'current',
        category: 'default',
      },
    ]);
  });

  it('names a missing file, a file that is not gzip JSON, and the entry and field that are wrong', async () => {
    const expectations: [string | Buffer, RegExp][] = [
      ['not json', /entries file .*bad\.json\.gz is not JSON/],
      [gzipSync('[]').subarray(0, 12), /is not valid gzip/],
      ['{"title": "T"}', /"?Invalid entries file .*: .*expected array/],
      ['[]', /holds no entries/],
      [
        JSON.stringify([SITE[0], { ...SITE[1], path: 42 }]),
        /Invalid entries file .*: "\[1\]\.path": .*expected string, received number/,
      ],
      [JSON.stringify([{ ...SITE[0], title: undefined }]), /"\[0\]\.title": .*expected string/],
    ];
    for (const [content, expected] of expectations) {
      const file = path.join(workDir, 'bad.json.gz');
      await writeFile(file, typeof content === 'string' ? gzipSync(content) : content);
      await assert.rejects(readEntriesFile(file), (error: unknown) => {
        assert.ok(error instanceof PushError);
        assert.equal(error.failure, 'entries-file');
        assert.match(error.message, expected);
        return true;
      });
    }
    await assert.rejects(
      readEntriesFile(path.join(workDir, 'nope.json.gz')),
      /Cannot read the entries file .*nope\.json\.gz: it does not exist/,
    );
  });
});

/** `hlf-docs-search-push` from its source, run the way `npm run search:push` runs it. */
function runPush(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--conditions=@hlf-docs/source', '--import', 'tsx', 'src/push-index.ts', ...args],
      {
        cwd: PACKAGE_DIR,
        env: {
          ...process.env,
          INIT_CWD: '',
          SEARCH_WRITE_KEY: '',
          SEARCH_URL: '',
          SEARCH_COLLECTION_ID: '',
          SEARCH_INDEX_ID: '',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('hlf-docs-search-push did not finish in time'));
    }, 20_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe('the hlf-docs-search-push command', () => {
  it('pushes a file, and exits 1 or 2 with a message that names the problem and not the key', async () => {
    const site = await freshCollection();
    const file = await writeEntries('cli.json.gz', SITE);
    const env = {
      SEARCH_URL: server.url,
      SEARCH_COLLECTION_ID: site.id,
      SEARCH_WRITE_KEY: site.writeKey,
    };
    const outputs: string[] = [];
    const run = async (args: string[], extra: Record<string, string> = {}) => {
      const result = await runPush(args, { ...env, ...extra });
      outputs.push(result.stdout + result.stderr);
      return result;
    };

    const pushed = await run([file]);
    assert.equal(pushed.code, 0, pushed.stderr);
    assert.match(pushed.stdout, /^Pushed 3 entries from .*cli\.json\.gz into site\d+\/docs at /);
    assert.match(pushed.stdout, /index created; 1 insert request; 0 ids no longer in the file/);
    assert.deepEqual(await searchIds(site, 'helm'), ['/docs/install#helm']);

    const wrongKey = await run([file], { SEARCH_WRITE_KEY: site.readKey });
    assert.equal(wrongKey.code, 1);
    assert.match(
      wrongKey.stderr,
      /refused the write key \(403\): .*write key\. Check SEARCH_WRITE_KEY\./,
    );

    const malformed = await run([await writeEntries('cli-bad.json.gz', [{ title: 'T' }])]);
    assert.equal(malformed.code, 1);
    assert.match(malformed.stderr, /"\[0\]\.path": .*expected string/);

    const noKey = await run([file], { SEARCH_WRITE_KEY: ' ' });
    assert.equal(noKey.code, 2);
    assert.match(noKey.stderr, /SEARCH_WRITE_KEY is not set/);
    assert.match(noKey.stderr, /Usage: hlf-docs-search-push/);

    const badFlag = await run([file, '--force']);
    assert.equal(badFlag.code, 2);
    assert.match(badFlag.stderr, /Unknown option '--force'/);

    for (const output of outputs) {
      assert.ok(!output.includes(site.writeKey) && !output.includes(site.readKey), output);
    }
  });
});
