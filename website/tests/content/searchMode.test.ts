import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readSearchMode, SearchConfigError } from '../../config/searchMode';
import { websiteDir } from './docsFiles';

const cloud = {
  SEARCH_URL: 'http://127.0.0.1:7700/',
  SEARCH_COLLECTION_ID: 'hlf-docs',
  SEARCH_READ_KEY: 'read_0123456789abcdef',
};

test('no search variable: the local index', () => {
  assert.deepEqual(readSearchMode({}), { mode: 'local' });
  assert.deepEqual(readSearchMode({ SEARCH_URL: ' ' }), { mode: 'local' });
});

test('all three variables: cloud mode, with the URL as given minus trailing slashes', () => {
  assert.deepEqual(readSearchMode(cloud), {
    mode: 'cloud',
    url: 'http://127.0.0.1:7700',
    collectionID: 'hlf-docs',
    readKey: 'read_0123456789abcdef',
  });
});

test('a partial set names what is set and what is missing', () => {
  const { SEARCH_READ_KEY: _key, ...twoOfThree } = cloud;
  assert.throws(() => readSearchMode(twoOfThree), {
    name: 'SearchConfigError',
    message: /SEARCH_URL, SEARCH_COLLECTION_ID are set but SEARCH_READ_KEY is not/,
  });
  assert.throws(
    () => readSearchMode({ SEARCH_COLLECTION_ID: 'x' }),
    /SEARCH_URL, SEARCH_READ_KEY are not/,
  );
});

test('a write key is refused, by prefix or by equality with SEARCH_WRITE_KEY, without echoing it', () => {
  for (const env of [
    { ...cloud, SEARCH_READ_KEY: 'write_0123456789abcdef' },
    { ...cloud, SEARCH_WRITE_KEY: cloud.SEARCH_READ_KEY },
  ]) {
    assert.throws(
      () => readSearchMode(env),
      (error: unknown) =>
        error instanceof SearchConfigError &&
        /SEARCH_READ_KEY holds a write key/.test(error.message) &&
        !error.message.includes(env.SEARCH_READ_KEY),
    );
  }
});

test('SEARCH_URL must be an http(s) URL', () => {
  assert.throws(() => readSearchMode({ ...cloud, SEARCH_URL: 'ftp://x' }), /SEARCH_URL must be/);
  assert.throws(() => readSearchMode({ ...cloud, SEARCH_URL: 'not a url' }), /SEARCH_URL must be/);
});

test('the site build stops at once on a write key, naming the variable', () => {
  const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', 'build-write-key-test'], {
    cwd: websiteDir,
    env: { ...process.env, ...cloud, SEARCH_READ_KEY: 'write_0123456789abcdef' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  assert.notEqual(result.status, 0, 'the build must fail');
  const output = `${result.stdout}${result.stderr}`;
  assert.match(output, /SEARCH_READ_KEY holds a write key/);
  assert.doesNotMatch(output, /write_0123456789abcdef/);
});
