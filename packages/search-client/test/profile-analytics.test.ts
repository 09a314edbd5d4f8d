import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { CollectionManager } from '../src/index.js';
import { Profile, createAnalytics } from '../src/index.js';
import { storedEvents } from './helpers/events.js';
import { startSeededDocs, waitFor } from './helpers/real-server.js';
import type { RealServer, TestCollection } from './helpers/real-server.js';

let server: RealServer;
let docs: TestCollection;
let reader: CollectionManager;

before(async () => {
  ({ server, docs, reader } = await startSeededDocs());
});
after(() => server.close());

describe('profile (Node: sent with fetch)', () => {
  it('validates its options with the protocol messages', () => {
    assert.throws(() => new Profile({ endpoint: '', apiKey: 'k' }), {
      message: 'Endpoint and API Key are required to create a Profile',
    });
    assert.throws(() => new Profile({ endpoint: 'x' } as never), {
      message: 'Endpoint and API Key are required to create a Profile',
    });
    assert.throws(() => new Profile({ endpoint: 42, apiKey: 'k' } as never), {
      message: 'Endpoint and API Key must be strings',
    });
  });

  it('identify and alias: POST /identify?api-key=, the record stored by the server', async () => {
    const profile = new Profile({ endpoint: server.url, apiKey: docs.readKey });
    await assert.rejects(profile.identify('ada'), { message: 'Profile is not initialized' });
    profile.setParams({ identifyUrl: `${server.url}/identify`, index: 'main' });
    await assert.rejects(profile.identify(42 as never), { message: 'Identity must be a string' });
    await assert.rejects(profile.alias(null as never), { message: 'Identity must be a string' });
    const mark = server.mark();
    await profile.identify('ada@example.org');
    await profile.alias('ada');
    assert.deepEqual(
      server.since(mark).map((request) => `${request.method} ${request.path} ${request.keyIn}`),
      ['POST /identify query', 'POST /identify query'],
    );
    assert.equal(profile.getIdentity(), 'ada@example.org');
    assert.equal(profile.getAlias(), 'ada');
    const userId = profile.getUserId();
    const stored = (await storedEvents(server.dataDir, 'docs')).filter(
      (e) => e.kind === 'identify',
    );
    assert.deepEqual(
      stored.map((event) => event.payload),
      [
        { entity: 'identity', id: 'ada@example.org', visitorId: userId, index: 'main' },
        { entity: 'alias', id: 'ada', visitorId: userId, index: 'main' },
      ],
    );
    profile.reset();
    assert.notEqual(profile.getUserId(), userId);
    assert.equal(profile.getIdentity(), undefined);
    assert.equal(profile.getAlias(), undefined);
  });

  it('a refused identify is an HTTPStatusError without the key', async () => {
    const profile = new Profile({ endpoint: server.url, apiKey: 'read_unknown-0123456789abcdef' });
    profile.setParams({ identifyUrl: `${server.url}/identify` });
    const error = await profile.identify('x').catch((e: unknown) => e);
    assert.equal((error as { status?: number }).status, 401);
    assert.ok(!(error as Error).message.includes('read_unknown'));
    assert.match((error as Error).message, /^Request to "\/identify" failed with status 401/);
  });
});

describe('analytics (Node)', () => {
  const telemetry = async () =>
    (await storedEvents(server.dataDir, 'docs')).filter((event) => event.kind === 'telemetry');

  it('validates options unless disabled', () => {
    assert.throws(() => createAnalytics({ indexId: 'main' }), {
      message: 'Missing apiKey for plugin-analytics',
    });
    assert.throws(() => createAnalytics({ apiKey: 'k' }), {
      message: 'Missing indexId for plugin-analytics',
    });
    const off = createAnalytics({ enabled: false });
    off.record({} as never);
  });

  it('flushes when the buffer reaches flushSize', async () => {
    const before = (await telemetry()).length;
    const analytics = createAnalytics({
      apiKey: docs.readKey,
      indexId: 'main',
      endpoint: `${server.url}/v1/telemetry`,
      flushSize: 2,
      flushInterval: 60_000,
      fetch: globalThis.fetch,
    });
    try {
      const params = { term: 'chaincode' };
      analytics.record({ params, result: await reader.search(params) });
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal((await telemetry()).length, before, 'one record is not a batch yet');
      analytics.record({ params, result: await reader.search(params), cached: true });
      let batches = await telemetry();
      const deadline = Date.now() + 5_000;
      while (batches.length === before && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        batches = await telemetry();
      }
      const batch = batches.at(-1)!.payload as { index: string; events: Record<string, unknown>[] };
      assert.equal(batch.index, 'main');
      assert.equal(batch.events.length, 2);
      const [first, second] = batch.events;
      assert.equal(first!.rawSearchString, 'chaincode');
      assert.deepEqual(first!.query, { term: 'chaincode' });
      assert.equal(typeof first!.roundTripTime, 'number');
      assert.equal(typeof first!.searchedAt, 'string');
      assert.ok((first!.resultsCount as number) >= 1);
      assert.deepEqual(Object.keys((first!.results as object[])[0]!).sort(), ['id', 'score']);
      assert.equal(second!.cached, true);
    } finally {
      await analytics.stop();
    }
  });

  it('flushes on the interval, and stop() flushes the rest', async () => {
    const before = (await telemetry()).length;
    const mark = server.mark();
    const analytics = createAnalytics({
      apiKey: docs.readKey,
      indexId: 'main',
      endpoint: `${server.url}/v1/telemetry`,
      flushInterval: 100,
      fetch: globalThis.fetch,
    });
    const params = { term: 'orderer' };
    analytics.record({ params, result: await reader.search(params) });
    await waitFor(
      () => server.since(mark).some((request) => request.path === '/v1/telemetry'),
      'the interval flush',
    );
    analytics.record({ params, result: await reader.search(params) });
    await analytics.stop();
    const batches = (await telemetry()).slice(before);
    assert.equal(batches.length, 2);
    const telemetryRequests = server.since(mark).filter((r) => r.path === '/v1/telemetry');
    assert.ok(telemetryRequests.every((request) => request.keyIn === 'query'));
  });

  /** The terms of the records the service stored since `before` batches. */
  const storedTerms = async (before: number) =>
    (await telemetry())
      .slice(before)
      .flatMap((batch) => (batch.payload as { events: { rawSearchString: string }[] }).events)
      .map((event) => event.rawSearchString);

  it('a record the service refuses is dropped, not sent again ahead of every later one', async () => {
    const before = (await telemetry()).length;
    const analytics = createAnalytics({
      apiKey: docs.readKey,
      indexId: 'main',
      endpoint: `${server.url}/v1/telemetry`,
      flushInterval: 60_000,
      fetch: globalThis.fetch,
    });
    const result = await reader.search({ term: 'peer' });
    const warn = console.warn;
    const warnings: string[] = [];
    console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
    try {
      // Longer than the service takes for a term, and than a record may be: refused with 400.
      analytics.record({ params: { term: `peer ${'x'.repeat(70_000)}` }, result });
      analytics.record({ params: { term: 'first' }, result });
      await analytics.flush();
      analytics.record({ params: { term: 'second' }, result });
      await analytics.flush();
    } finally {
      console.warn = warn;
      await analytics.stop();
    }
    assert.deepEqual(await storedTerms(before), ['first', 'second']);
    assert.equal(warnings.length, 1, warnings.join('\n'));
    assert.match(warnings[0]!, /refused; 1 records dropped/);
    assert.doesNotMatch(warnings[0]!, new RegExp(docs.readKey));
  });

  it('records kept through an outage go in requests a browser can carry (64 KiB), none lost', async () => {
    const before = (await telemetry()).length;
    let online = false;
    const bodySizes: number[] = [];
    const analytics = createAnalytics({
      apiKey: docs.readKey,
      indexId: 'main',
      endpoint: `${server.url}/v1/telemetry`,
      flushInterval: 60_000,
      // No flush by size: the test says when.
      flushSize: 1000,
      // The network, down and then back: what the client sends reaches the real service.
      fetch: async (input, init) => {
        if (!online) throw new TypeError('fetch failed');
        bodySizes.push(new TextEncoder().encode(String(init?.body)).length);
        return globalThis.fetch(input, init);
      },
    });
    const result = await reader.search({ term: 'peer' });
    const warn = console.warn;
    const warnings: string[] = [];
    console.warn = (...args: unknown[]) => void warnings.push(args.join(' ').slice(0, 300));
    // Long terms (the service takes 2000 characters): 60 records of about 4 kB.
    const terms = Array.from({ length: 60 }, (_, at) => `search ${at} ${'y'.repeat(1900)}`);
    try {
      // Sent while offline: all sixty records are kept (about 240 kB).
      for (const term of terms) analytics.record({ params: { term }, result });
      await analytics.flush();
      online = true;
      await analytics.flush();
    } finally {
      console.warn = warn;
      await analytics.stop();
    }
    assert.ok(
      warnings.every((warning) => warning.startsWith('Cannot send search analytics: Request')),
      warnings.join('\n'),
    );
    // Compared by their numbers: the terms are long.
    const stored = (await storedTerms(before)).map((term) => term.split(' ')[1]);
    assert.deepEqual(
      stored,
      terms.map((term) => term.split(' ')[1]),
    );
    assert.ok(bodySizes.length > 1, 'several requests');
    assert.ok(
      bodySizes.every((size) => size <= 64 * 1024),
      `bodies of ${bodySizes.join(', ')} bytes`,
    );
  });
});
