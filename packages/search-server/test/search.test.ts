import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call } from './helpers/http.js';
import type { ErrorBody } from './helpers/http.js';
import { createCollection, DOCS, seedDocs } from './helpers/fixtures.js';
import type { TestCollection } from './helpers/fixtures.js';
import { startTestServer } from './helpers/server.js';
import type { TestServer } from './helpers/server.js';

interface SearchResponse {
  count: number;
  hits: { id: string; score: number; document: Record<string, unknown> }[];
  facets?: Record<string, { count: number; values: Record<string, number> }>;
}

describe('documents and search', () => {
  let server: TestServer;
  let docs: TestCollection;
  const search = (body: unknown) =>
    call<SearchResponse>(server.url, '/v1/collections/docs/search', {
      key: docs.readKey,
      keyIn: 'query',
      body,
    });
  const write = (path: string, body: unknown) =>
    call<ErrorBody>(server.url, `/v1/collections/docs${path}`, { key: docs.writeKey, body });

  before(async () => {
    server = await startTestServer({ bodyLimitBytes: 64 * 1024 });
    docs = await createCollection(server.url, server.masterKey);
    await seedDocs(server.url, docs);
  });
  after(() => server.close());

  it('finds documents by full text, best first, with the whole document', async () => {
    const result = await search({ term: 'chaincode install' });
    assert.equal(result.status, 200);
    assert.equal(result.body.hits[0]?.id, 'chaincode-install');
    assert.equal(result.body.hits[0]?.document.path, DOCS[0]?.path);
    const scores = result.body.hits.map((hit) => hit.score);
    assert.deepEqual(
      scores,
      [...scores].sort((a, b) => b - a),
    );
  });

  it('matches prefixes and small typos unless exact is set', async () => {
    assert.equal((await search({ term: 'certif' })).body.hits[0]?.id, 'cert-renewal');
    assert.equal((await search({ term: 'chaincod' })).body.hits[0]?.id, 'chaincode-install');
    assert.equal((await search({ term: 'chaincod', exact: true })).body.count, 0);
  });

  it('searches a word typed with two neighbouring letters swapped as the word, unless exact', async () => {
    // "isntall": one slip to a reader, two edits to the typo rule, which allows one below 8 letters.
    const swapped = await search({ term: 'isntall' });
    assert.equal(swapped.status, 200);
    assert.equal(swapped.body.hits[0]?.id, 'chaincode-install');
    assert.equal((await search({ term: 'isntall', exact: true })).body.count, 0);
  });

  it('filters with where (equality and lists) and counts facets over all matches', async () => {
    const guides = await search({
      term: '',
      where: { category: 'guides' },
      facets: { category: {} },
    });
    assert.deepEqual(guides.body.hits.map((hit) => hit.id).sort(), [
      'channel-create',
      'monitoring',
    ]);
    assert.deepEqual(guides.body.facets?.category, { count: 1, values: { guides: 2 } });

    const either = await search({
      term: '',
      where: { category: ['guides', 'default'] },
      facets: { category: {} },
    });
    assert.equal(either.body.count, 4);
    assert.deepEqual(either.body.facets?.category, { count: 2, values: { default: 2, guides: 2 } });

    const none = await search({ term: 'certificate', where: { version: 'v9' } });
    assert.equal(none.body.count, 0);
  });

  it('pages with limit and offset and keeps the total count', async () => {
    const all = await search({ term: '', limit: 100 });
    assert.equal(all.body.count, 4);
    const page = await search({ term: '', limit: 2, offset: 1 });
    assert.equal(page.body.count, 4);
    assert.deepEqual(
      page.body.hits.map((hit) => hit.id),
      all.body.hits.slice(1, 3).map((hit) => hit.id),
    );
  });

  it('searches only the given properties', async () => {
    // "STATE_NORMAL" is only in the content of the channel page.
    assert.equal((await search({ term: 'STATE_NORMAL', properties: ['content'] })).body.count, 1);
    assert.equal((await search({ term: 'STATE_NORMAL', properties: ['title'] })).body.count, 0);
  });

  it('requires every term when threshold is 0', async () => {
    const any = await search({ term: 'prometheus chaincode' });
    assert.ok(any.body.count >= 2);
    const all = await search({ term: 'prometheus chaincode', threshold: 0 });
    assert.equal(all.body.count, 0);
  });

  it('replaces a document inserted again with the same id, and deletes by id', async () => {
    assert.equal(
      (
        await write('/indexes/main/insert', {
          id: 'monitoring',
          title: 'Grafana dashboards',
          content: 'Dashboards.',
        })
      ).status,
      200,
    );
    const replaced = await search({ term: 'grafana' });
    assert.equal(replaced.body.count, 1);
    assert.equal((await search({ term: 'prometheus' })).body.count, 0, 'the old text is gone');

    assert.equal((await write('/indexes/main/delete', ['monitoring'])).status, 200);
    assert.equal((await search({ term: 'grafana' })).body.count, 0);
    const stats = await call<{ document_count: number }>(server.url, '/v1/collections/docs/stats', {
      key: docs.readKey,
      keyIn: 'query',
    });
    assert.equal(stats.body.document_count, 3);
  });

  it('keeps indexes apart and searches only those asked for', async () => {
    assert.equal((await write('/indexes/create', { id: 'blog' })).status, 200);
    assert.equal(
      (
        await write('/indexes/blog/insert', [
          { id: 'post1', title: 'Release notes', content: 'Chaincode news.' },
        ])
      ).status,
      200,
    );
    const blogOnly = await search({ term: 'chaincode', indexes: ['blog'] });
    assert.deepEqual(
      blogOnly.body.hits.map((hit) => hit.id),
      ['post1'],
    );
    const viaDatasource = await search({ term: 'chaincode', datasourceIDs: ['main'] });
    assert.ok(viaDatasource.body.hits.every((hit) => hit.id !== 'post1'));
    const unknown = await search({ term: 'chaincode', indexes: ['nope'] });
    assert.equal(unknown.status, 400);
    assert.match(JSON.stringify(unknown.body), /unknown index \\"nope\\"/);

    assert.equal((await write('/indexes/blog/reindex', {})).status, 200);
    assert.equal((await write('/indexes/delete', { index_id_to_delete: 'blog' })).status, 200);
    assert.equal((await search({ term: 'release' })).body.count, 0);
    assert.equal((await write('/indexes/blog/insert', [{ id: 'x' }])).status, 404);
    assert.equal((await write('/indexes/create', { id: 'main' })).status, 409);
  });

  it('refuses bad bodies with 400 and a message naming the field', async () => {
    const cases: [string, unknown, RegExp][] = [
      ['/search', { term: 42 }, /"term"/],
      ['/search', { term: 'x', limit: -1 }, /"limit"/],
      ['/search', { term: 'x', where: { category: { like: 'x' } } }, /unknown operator "like"/],
      ['/search', { term: 'x', mode: 'magic' }, /"mode"/],
      ['/search', { term: 'x', snippet: { property: 'content', length: 5 } }, /"snippet\.length"/],
      ['/search', { term: 'x', snippet: { length: 50 } }, /"snippet\.property"/],
      [
        '/search',
        { term: 'x', select: Array.from({ length: 101 }, (_, n) => `p${n}`) },
        /"select"/,
      ],
      ['/indexes/main/insert', [{ title: 'no id' }], /"\[0\]\.id"/],
      ['/indexes/main/insert', [{ id: 'a' }, { id: 'a' }], /duplicate id "a"/],
      ['/indexes/create', { id: 'bad id!' }, /"id"/],
      ['/indexes/delete', {}, /"index_id_to_delete"/],
      ['/indexes/main/delete', { ids: ['x'] }, /expected array/],
    ];
    for (const [path, body, expected] of cases) {
      const key = path === '/search' ? docs.readKey : docs.writeKey;
      const result = await call<ErrorBody>(server.url, `/v1/collections/docs${path}`, {
        key,
        body,
      });
      assert.equal(result.status, 400, `${path} ${JSON.stringify(body)}: ${result.text}`);
      assert.equal(result.body.error.code, 'invalid_body');
      assert.match(result.body.error.message, expected);
    }
    const notJson = await call<ErrorBody>(server.url, '/v1/collections/docs/search', {
      key: docs.readKey,
      rawBody: '{"term": ',
    });
    assert.equal(notJson.status, 400);
    assert.equal(notJson.body.error.message, 'Request body is not valid JSON');
  });

  it('refuses a field that a search body does not have, naming it, rather than ignore it', async () => {
    // A misspelt field (`limits`, `filter` for `where`) was dropped without a word: the search ran
    // without it, and the caller got answers to a question it did not ask.
    const cases: [unknown, string][] = [
      [{ term: 'peer', limits: 5 }, 'Invalid body: Unrecognized key: "limits"'],
      [
        { term: 'peer', filter: { category: 'guides' } },
        'Invalid body: Unrecognized key: "filter"',
      ],
      [
        { term: 'peer', snippet: { property: 'content', size: 40 } },
        'Invalid body: "snippet": Unrecognized key: "size"',
      ],
      [
        { term: 'peer', facets: { category: { size: 5 } } },
        'Invalid body: "facets.category": Unrecognized key: "size"',
      ],
    ];
    for (const [body, message] of cases) {
      const result = await call<ErrorBody>(server.url, '/v1/collections/docs/search', {
        key: docs.readKey,
        keyIn: 'query',
        body,
      });
      assert.equal(result.status, 400, `${JSON.stringify(body)}: ${result.text}`);
      assert.equal(result.body.error.code, 'invalid_body');
      assert.equal(result.body.error.message, message);
    }
    // Every field of the protocol is still taken, the site's own search among them.
    const everything = await search({
      term: 'certificate',
      mode: 'fulltext',
      limit: 60,
      offset: 0,
      properties: '*',
      where: { version: 'current' },
      facets: { category: { limit: 10, offset: 0, sort: 'desc', ranges: [] } },
      indexes: ['main'],
      datasourceIDs: ['main'],
      threshold: 1,
      exact: false,
      select: ['title', 'path', 'section', 'version', 'category'],
      snippet: { property: 'content', length: 140 },
    });
    assert.equal(everything.status, 200, JSON.stringify(everything.body));
    assert.ok(everything.body.count > 0);
  });

  it('refuses a body over the size limit with 413', async () => {
    const big = [{ id: 'big', content: 'x'.repeat(100 * 1024) }];
    const result = await write('/indexes/main/insert', big);
    assert.equal(result.status, 413);
    assert.equal(result.body.error.code, 'payload_too_large');
  });

  it('ranks sections as the site does: heading, then prose, then code; stop words find nothing', async () => {
    // The site's rules (@hlf-docs/search-text): a heading weighs 4, prose 1, code 0.4, and a
    // section's code counts only the terms its prose lacks.
    assert.equal((await write('/indexes/create', { id: 'ranking' })).status, 200);
    const sections = [
      { id: 'in-code', title: 'Commands', content: 'Run this on a peer.', code: 'peer snapshot' },
      { id: 'in-prose', title: 'Upgrades', content: 'Keep a snapshot.', code: '' },
      { id: 'in-heading', title: 'Snapshot', content: 'Before an upgrade.', code: '' },
      { id: 'both', title: 'Backups', content: 'Keep the snapshot.', code: 'snapshot snapshot' },
    ];
    assert.equal((await write('/indexes/ranking/insert', sections)).status, 200);
    const ranked = await search({ term: 'snapshot', indexes: ['ranking'], exact: true });
    const score = Object.fromEntries(ranked.body.hits.map((hit) => [hit.id, hit.score]));
    assert.equal(ranked.body.hits[0]?.id, 'in-heading');
    assert.equal(ranked.body.hits.at(-1)?.id, 'in-code');
    assert.equal(score['both'], score['in-prose'], 'code that repeats the prose adds nothing');
    const stopWords = await search({ term: 'the of a', indexes: ['ranking'] });
    assert.equal(stopWords.body.count, 0);
  });
});
