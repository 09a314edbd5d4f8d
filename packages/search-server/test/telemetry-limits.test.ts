import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createAnalytics } from '@hlf-docs/search-client';
import type { SearchParams, SearchResult } from '@hlf-docs/search-client';
import { startSeededServer } from './helpers/fixtures.js';
import type { TestCollection } from './helpers/fixtures.js';
import { call } from './helpers/http.js';
import type { ErrorBody } from './helpers/http.js';
import type { TestServer } from './helpers/server.js';

// `/v1/telemetry` takes the public read key and stored its records as received: a record's query
// (free-form) could be megabytes, bounded only by the body limit. Each record is now bounded, and
// so is the number of records per request, each with a 400 naming the limit; both far above what
// the site's analytics client (@hlf-docs/search-client, `createAnalytics`) sends.

let server: TestServer;
let docs: TestCollection;

before(async () => {
  ({ server, docs } = await startSeededServer());
});
after(() => server.close());

const receivedCount = async (): Promise<number> => {
  const stats = await call<{ telemetry_event_count: number }>(
    server.url,
    '/v1/collections/docs/stats',
    { key: docs.readKey, keyIn: 'query' },
  );
  return stats.body.telemetry_event_count;
};

const send = (body: unknown) =>
  call<ErrorBody & { received: number }>(server.url, '/v1/telemetry', {
    key: docs.readKey,
    keyIn: 'query',
    body,
  });

/** A search of the site's search box (src/search/cloud/cloudSearch.ts) and its 60 sections. */
function siteSearch(term: string, hits = 60): { params: SearchParams; result: SearchResult } {
  const params: SearchParams = {
    term,
    limit: 60,
    where: { version: 'current' },
    facets: { category: {} },
    select: ['title', 'path', 'section', 'version', 'category'],
    snippet: { property: 'content', length: 140 },
  };
  // The site's longest section paths are about 160 characters.
  const path = `/bevel-operator-fabric/docs/${'operations-and-upgrades/'.repeat(5)}renew`;
  const result: SearchResult = {
    count: hits,
    hits: Array.from({ length: hits }, (_, n) => ({
      id: `${path}#section-${n}`,
      score: 1.1058385836606257 / (n + 1),
      document: {},
    })),
    elapsed: { raw: 12.345678, formatted: '12ms' },
  };
  return { params, result };
}

/** Records `searches` with the site's analytics client and flushes them (in as many requests as it takes). */
async function sendAsTheSiteDoes(
  searches: { params: SearchParams; result: SearchResult }[],
): Promise<void> {
  const analytics = createAnalytics({
    apiKey: docs.readKey,
    indexId: 'docs',
    endpoint: `${server.url}/v1/telemetry`,
    flushSize: searches.length + 1,
    flushInterval: 60_000,
    fetch: globalThis.fetch,
  });
  for (const search of searches) analytics.record(search);
  await analytics.stop();
}

/** The body of one telemetry request of `events` records. */
const batch = (events: unknown[]) => ({ source: 'test', index: 'docs', events });

const record = (extra: Record<string, unknown> = {}) => ({
  query: { term: 'peer' },
  resultsCount: 1,
  roundTripTime: 2,
  searchedAt: '2025-01-01T00:00:00Z',
  ...extra,
});

describe('/v1/telemetry limits', () => {
  it("receives the site's batch of 25 searches, each of its 60 sections and the longest term", async () => {
    const before = await receivedCount();
    // The search box's longest term (the service refuses longer ones), in two-byte characters.
    const term = 'é'.repeat(1000);
    await sendAsTheSiteDoes(Array.from({ length: 25 }, () => siteSearch(term)));
    assert.equal(await receivedCount(), before + 25);
  });

  it('receives the 1000 searches the client keeps through an outage', async () => {
    const before = await receivedCount();
    await sendAsTheSiteDoes(Array.from({ length: 1000 }, (_, n) => siteSearch(`peer ${n}`, 10)));
    assert.equal(await receivedCount(), before + 1000);
  });

  it('refuses more than 1000 records in one request, naming the limit', async () => {
    const before = await receivedCount();
    const result = await send(batch(Array.from({ length: 1001 }, () => record())));
    assert.equal(result.status, 400, result.text);
    assert.equal(result.body.error.code, 'invalid_body');
    assert.equal(
      result.body.error.message,
      'Invalid body: "events": at most 1000 records per request, got 1001',
    );
    assert.equal(await receivedCount(), before, 'nothing stored');
  });

  it('refuses a record over 64 KiB of JSON, naming the record and the limit', async () => {
    const before = await receivedCount();
    const cases: [unknown, string][] = [
      // The free-form query of a search.
      [{ term: 'x'.repeat(70_000) }, 'the query'],
      // Or anything else, in a field of the record's own.
      [{ term: 'peer', extra: Array.from({ length: 10_000 }, () => 'xxxxxxx') }, 'an array'],
    ];
    for (const [query, what] of cases) {
      const result = await send(batch([record(), record({ query })]));
      assert.equal(result.status, 400, `${what}: ${result.text}`);
      assert.equal(result.body.error.code, 'invalid_body');
      assert.match(
        result.body.error.message,
        /^Invalid body: "events\[1\]": a record may hold at most 65536 bytes of JSON, this one holds \d+$/,
        what,
      );
    }
    const extraField = await send(batch([record({ notes: 'y'.repeat(70_000) })]));
    assert.equal(extraField.status, 400, extraField.text);
    assert.match(extraField.body.error.message, /^Invalid body: "events\[0\]": .* 65536 bytes/);
    assert.equal(await receivedCount(), before, 'nothing stored');

    // Just under the limit is received.
    const near = record({ query: { term: 'x'.repeat(60_000) } });
    const received = await send(batch([near]));
    assert.equal(received.status, 200, received.text);
    assert.equal(received.body.received, 1);
  });
});
