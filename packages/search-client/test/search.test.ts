import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CollectionManager, HTTPStatusError, formatDuration } from '../src/index.js';
import { DOCS, startSeededDocs } from './helpers/real-server.js';
import type { RealServer, TestCollection } from './helpers/real-server.js';

let server: RealServer;
let docs: TestCollection;
let reader: CollectionManager;
let writer: CollectionManager;

before(async () => {
  ({ server, docs, reader, writer } = await startSeededDocs());
});
after(() => server.close());

describe('search', () => {
  it('returns hits with count and adds elapsed', async () => {
    const result = await reader.search({ term: 'chaincode install', limit: 2 });
    assert.ok(result.count >= 1);
    assert.equal(result.hits[0]!.id, 'chaincode-install');
    assert.equal(result.hits[0]!.document.title, 'Install a chaincode');
    assert.equal(typeof result.hits[0]!.score, 'number');
    assert.ok(result.elapsed.raw >= 0);
    assert.equal(result.elapsed.formatted, formatDuration(result.elapsed.raw));
  });

  it('asks our service for the selected properties and a snippet (SearchShape)', async () => {
    const whole = await reader.search({ term: 'chaincode install', limit: 1 });
    const shaped = await reader.search({
      term: 'chaincode install',
      limit: 1,
      select: ['title', 'path'],
      snippet: { property: 'content', length: 40 },
    });
    assert.equal(shaped.hits[0]!.id, whole.hits[0]!.id);
    assert.deepEqual(Object.keys(shaped.hits[0]!.document), ['title', 'path', 'content']);
    assert.equal(shaped.hits[0]!.document.title, whole.hits[0]!.document.title);
    const content = String(shaped.hits[0]!.document.content);
    assert.ok(content.length < String(whole.hits[0]!.document.content).length, content);
    assert.match(content, /chaincode/i);
  });

  it('sends datasourceIDs as indexes, and where, facets, properties', async () => {
    const writerAll = new CollectionManager({
      url: server.url,
      collectionID: 'docs',
      writeAPIKey: docs.writeKey,
    });
    await writerAll.createIndex({ id: 'other', embedding: 'all_properties' });
    await writerAll.index('other').insertDocuments({ id: 'o1', title: 'chaincode elsewhere' });
    const params = { term: 'chaincode', datasourceIDs: ['other'] };
    const frozen = JSON.stringify(params);
    const other = await reader.search(params);
    assert.deepEqual(
      other.hits.map((hit) => hit.id),
      ['o1'],
    );
    assert.equal(JSON.stringify(params), frozen, "the caller's object is not changed");
    const main = await reader.search({ term: 'chaincode', indexes: ['main'] });
    assert.ok(main.hits.every((hit) => hit.id !== 'o1'));

    const faceted = await reader.search({
      term: '',
      indexes: ['main'],
      where: { category: 'guides' },
      facets: { category: {} },
    });
    assert.equal(faceted.count, 1);
    assert.deepEqual(faceted.facets?.category?.values, { guides: 1 });
  });

  it('stats: document counts per index', async () => {
    const stats = await reader.getStats();
    assert.equal(stats.id, 'docs');
    const main = stats.indexes.find((index) => index.id === 'main');
    assert.equal(main?.document_count, DOCS.length);
  });
});

describe('indexes and documents', () => {
  it('create, insert (one or many, replacing), list, delete documents, reindex, delete index', async () => {
    await writer.createIndex({ id: 'life', embedding: ['title'] });
    const life = writer.index('life');
    await life.insertDocuments({ id: 'a', title: 'alpha orderer' });
    await life.insertDocuments([
      { id: 'b', title: 'beta orderer' },
      { id: 'a', title: 'alpha peer' },
    ]);
    const found = await reader.search({ term: 'orderer', indexes: ['life'] });
    assert.deepEqual(
      found.hits.map((hit) => hit.id),
      ['b'],
      'the second insert of "a" replaced the first',
    );
    const listed = await writer.listDocuments();
    assert.ok(listed.some((document) => document.id === 'a' && document.title === 'alpha peer'));
    await life.deleteDocuments('b');
    await life.reindex();
    assert.equal((await reader.search({ term: 'orderer', indexes: ['life'] })).count, 0);
    await writer.deleteIndex('life');
    const error = await life.reindex().catch((e: unknown) => e);
    assert.ok(error instanceof HTTPStatusError);
    assert.equal(error.status, 404);
  });

  it('refuses documents without an id before sending', async () => {
    const mark = server.mark();
    await assert.rejects(
      writer.index('main').insertDocuments([{ title: 'no id' } as never]),
      /The id of document 0 must be a non-empty string/,
    );
    assert.equal(server.since(mark).length, 0);
  });
});

describe('collections (master key)', () => {
  it('creates, lists and reads collections', async () => {
    const master = new CollectionManager({
      url: server.url,
      collectionID: 'docs',
      masterAPIKey: 'client-test-master-key-0123456789',
    });
    const created = await master.createCollection({ id: 'second', description: 'two' });
    assert.equal(created.id, 'second');
    assert.match(created.read_api_key, /\S{16,}/);
    const list = await master.listCollections();
    assert.deepEqual(list.map((collection) => collection.id).sort(), ['docs', 'second']);
    const detail = await master.getCollection();
    assert.equal(detail.id, 'docs');
    assert.ok(detail.indexes.some((index) => index.id === 'main'));
  });
});

describe('formatDuration', () => {
  it('ms below a second, seconds with one decimal when not whole', () => {
    assert.equal(formatDuration(0), '0ms');
    assert.equal(formatDuration(12.4), '12ms');
    assert.equal(formatDuration(999.4), '999ms');
    assert.equal(formatDuration(1000), '1s');
    assert.equal(formatDuration(1200), '1.2s');
    assert.equal(formatDuration(1249), '1.2s');
    assert.equal(formatDuration(2000), '2s');
    assert.equal(formatDuration(61_500), '61.5s');
    assert.throws(() => formatDuration(Number.NaN), /finite number/);
  });
});
