import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { call } from './helpers/http.js';
import type { ErrorBody } from './helpers/http.js';
import { startSeededServer } from './helpers/fixtures.js';
import type { TestCollection } from './helpers/fixtures.js';
import type { TestServer } from './helpers/server.js';

// A value nested thousands of levels deep in a free-form field used to overflow the stack further
// on (validation, storage) and end in a 500; with the public read key, a browser could send one.
// Every route that takes free-form JSON answers 400 naming the field, and goes on serving.

/** `{"a": {"a": ... 1}}`, `levels` objects deep, built as text: JSON.stringify would overflow. */
function nested(levels: number): string {
  return '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
}

let server: TestServer;
let docs: TestCollection;
const C = '/v1/collections/docs';

before(async () => {
  ({ server, docs } = await startSeededServer());
});
after(() => server.close());

interface Route {
  path: string;
  key: () => string;
  keyIn?: 'query';
  /** The body as JSON text, with `value` in the free-form field that `field` names. */
  body: (value: string) => string;
  field: string;
}

const ROUTES: Route[] = [
  {
    path: '/v1/telemetry',
    key: () => docs.readKey,
    keyIn: 'query',
    body: (value) =>
      `{"events":[{"query":${value},"resultsCount":1,"roundTripTime":2,"searchedAt":"2025-01-01T00:00:00Z"}]}`,
    field: 'events[0].query.a.a.a…',
  },
  {
    path: `${C}/indexes/main/insert`,
    key: () => docs.writeKey,
    body: (value) => `[{"id":"deep","title":"Deep","extra":${value}}]`,
    field: '[0].extra.a.a.a.a…',
  },
  {
    path: `${C}/search`,
    key: () => docs.readKey,
    keyIn: 'query',
    body: (value) => `{"term":"peer","where":{"category":${value}}}`,
    field: 'where.category.a.a.a.a…',
  },
  {
    path: `${C}/nlp_search`,
    key: () => docs.readKey,
    keyIn: 'query',
    body: (value) => `{"query":"peer","context":${value}}`,
    field: 'context.a.a.a.a.a…',
  },
  {
    path: `${C}/system_prompts/insert`,
    key: () => docs.writeKey,
    body: (value) =>
      `{"id":"deep","name":"Deep","prompt":"x","usage_mode":"automatic","extra":${value}}`,
    field: 'extra.a.a.a.a.a…',
  },
  {
    path: `${C}/tools/insert`,
    key: () => docs.writeKey,
    body: (value) => `{"id":"deep","description":"Deep","parameters":${value}}`,
    field: 'parameters.a.a.a.a.a…',
  },
  {
    path: `${C}/tools/run`,
    key: () => docs.readKey,
    body: (value) => `{"messages":[{"role":"user","content":"hi"}],"llm_config":${value}}`,
    field: 'llm_config.a.a.a.a.a…',
  },
  {
    path: `${C}/answer`,
    key: () => docs.readKey,
    keyIn: 'query',
    body: (value) => `{"query":"install chaincode","llm_config":${value}}`,
    field: 'llm_config.a.a.a.a.a…',
  },
];

describe('a body nested 10,000 levels deep', () => {
  for (const route of ROUTES) {
    it(`${route.path}: 400 naming the field, and the server goes on serving`, async () => {
      const result = await call<ErrorBody>(server.url, route.path, {
        key: route.key(),
        keyIn: route.keyIn,
        rawBody: route.body(nested(10_000)),
      });
      assert.equal(result.status, 400, result.text);
      assert.equal(result.body.error.code, 'invalid_body');
      assert.equal(
        result.body.error.message,
        `Invalid body: "${route.field}" is nested more than 64 levels deep`,
      );
      const search = await call<{ count: number }>(server.url, `${C}/search`, {
        key: docs.readKey,
        keyIn: 'query',
        body: { term: 'peer' },
      });
      assert.equal(search.status, 200);
      assert.ok(search.body.count > 0);
    });
  }
});

describe('a body within the bound', () => {
  it('a document with an extra field 60 levels deep is stored and found', async () => {
    const inserted = await call(server.url, `${C}/indexes/main/insert`, {
      key: docs.writeKey,
      rawBody: `[{"id":"deep-ok","title":"Deepwater","extra":${nested(60)}}]`,
    });
    assert.equal(inserted.status, 200, inserted.text);
    const found = await call<{ hits: { id: string }[] }>(server.url, `${C}/search`, {
      key: docs.readKey,
      keyIn: 'query',
      body: { term: 'Deepwater' },
    });
    assert.deepEqual(
      found.body.hits.map((hit) => hit.id),
      ['deep-ok'],
    );
  });

  it('a telemetry event whose query nests 60 levels is received', async () => {
    const result = await call<{ received: number }>(server.url, '/v1/telemetry', {
      key: docs.readKey,
      keyIn: 'query',
      rawBody: ROUTES[0]!.body(nested(60)),
    });
    assert.equal(result.status, 200, result.text);
    assert.equal(result.body.received, 1);
  });
});

describe('a body of 10 MB of "["', () => {
  // It used to be parsed before its depth was checked: about 4 s of the event loop (and 700 MB)
  // during which no other request was served. The depth is now read from the text, which stops
  // at the 65th "[".

  /** POST `body` from a socket (no client-side copy of it in this process), its answer as text. */
  function postRaw(path: string, body: Buffer): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(Number(new URL(server.url).port), '127.0.0.1');
      let answer = '';
      socket.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
      socket.write(
        `POST ${path}?api-key=${docs.readKey} HTTP/1.1\r\nHost: test\r\nConnection: close\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      );
      socket.write(body);
    });
  }

  it('gets its 400 naming the limit without being parsed, and other requests go on', async (t) => {
    const body = Buffer.alloc(10 * 1024 * 1024, '[');
    // The server runs in this process: a stall of its event loop is a gap between these ticks.
    let longestStallMs = 0;
    let lastTick = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longestStallMs = Math.max(longestStallMs, now - lastTick);
      lastTick = now;
    }, 5);
    const started = performance.now();
    let refusedMs = 0;
    let slowestMs = 0;
    let served = 0;
    let answer: string;
    try {
      const refused = postRaw(`${C}/search`, body).finally(
        () => (refusedMs = performance.now() - started),
      );
      // Small requests meanwhile, one after another, until the big one is answered.
      while (refusedMs === 0) {
        const sent = performance.now();
        const health = await call(server.url, '/health', { timeoutMs: 60_000 });
        assert.equal(health.status, 200);
        slowestMs = Math.max(slowestMs, performance.now() - sent);
        served += 1;
      }
      answer = await refused;
    } finally {
      clearInterval(ticker);
    }
    // What parsing a tenth of the body costs here; parsing all of it costs more than ten times
    // that. Measured after the request, so that collecting its garbage stalls nothing measured.
    const parseStarted = performance.now();
    assert.throws(() => JSON.parse(body.toString('latin1', 0, body.length / 10)) as unknown);
    const parseTenthMs = performance.now() - parseStarted;
    const measured =
      `parsing a tenth of the body: ${parseTenthMs.toFixed(0)} ms; the 400 took ` +
      `${refusedMs.toFixed(0)} ms, the longest stall ${longestStallMs.toFixed(0)} ms, the ` +
      `slowest of ${served} small requests ${slowestMs.toFixed(0)} ms`;
    t.diagnostic(measured);
    // Stalls of a fifth of what parsing the body costs on the same machine, at most, and the 400
    // in half that time, sending included: reading 10 MB is work too (copying and decoding it is
    // about a fortieth of the parse), parsing it is not.
    assert.ok(longestStallMs < parseTenthMs * 2, measured);
    assert.ok(slowestMs < parseTenthMs * 2, measured);
    assert.ok(refusedMs < parseTenthMs * 5, measured);
    assert.match(answer, /^HTTP\/1\.1 400 /);
    const error = (JSON.parse(answer.slice(answer.indexOf('\r\n\r\n'))) as ErrorBody).error;
    assert.equal(error.code, 'invalid_body');
    assert.equal(
      error.message,
      'Invalid body: "[0][0][0][0][0][0]…" is nested more than 64 levels deep',
    );
  });

  it('brackets and escaped quotes inside strings are text, not nesting', async () => {
    const title = `Deep ${'['.repeat(100)} \\" {"${'{'.repeat(100)}`;
    const inserted = await call(server.url, `${C}/indexes/main/insert`, {
      key: docs.writeKey,
      body: [{ id: 'brackets', title, [`key ${'['.repeat(100)}"`]: '{'.repeat(100) }],
    });
    assert.equal(inserted.status, 200, inserted.text);
    const found = await call<{ hits: { document: { title: string } }[] }>(
      server.url,
      `${C}/search`,
      { key: docs.readKey, keyIn: 'query', body: { term: 'Deep', where: { id: 'brackets' } } },
    );
    assert.equal(found.body.hits[0]?.document.title, title);
    // A string that ends in a backslash: its closing quote follows an even run of backslashes
    // ("C:\\" in the JSON text), and the brackets of the next string are text too.
    const windowsPath = 'Deep path C:\\';
    const second = await call(server.url, `${C}/indexes/main/insert`, {
      key: docs.writeKey,
      body: [{ id: 'backslash', title: windowsPath, note: '['.repeat(100) }],
    });
    assert.equal(second.status, 200, second.text);
  });
});

describe('/tools/run without a model', () => {
  it('a malformed body is told what is wrong before the server says it has no model', async () => {
    const result = await call<ErrorBody>(server.url, `${C}/tools/run`, {
      key: docs.readKey,
      body: { messages: [] },
    });
    assert.equal(result.status, 400);
    assert.match(result.body.error.message, /"messages"/);
  });
});
