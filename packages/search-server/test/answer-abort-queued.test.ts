import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createCollection, seedDocs } from './helpers/fixtures.js';
import type { TestCollection } from './helpers/fixtures.js';
import { startTestServer } from './helpers/server.js';
import type { TestServer } from './helpers/server.js';
import { syntheticSections } from './helpers/synthetic-sections.js';

// An answer's retrieval runs on a search thread, behind the retrievals sent before it. A reader
// who leaves (a closed panel, Stop, a closed tab) while theirs still waits there no longer costs
// the thread its work: the readers still waiting behind it are answered sooner. Measured as a
// ratio of two runs on the same server, so a slower machine slows both alike.

const QUEUED = 12;
const QUESTION =
  'How do I renew the certificate of a peer and approve the chaincode on the channel?';

describe('an answer whose reader left while its retrieval waited for a search thread', () => {
  let server: TestServer;
  let docs: TestCollection;

  before(async () => {
    // One search thread, and enough sections that a retrieval takes a while.
    server = await startTestServer({ searchThreads: 1 });
    docs = await createCollection(server.url, server.masterKey);
    await seedDocs(server.url, docs, 'main', syntheticSections(6000));
  });
  after(() => server.close());

  /** Ask, and resolve once the answer's first bytes (the acknowledgement) have arrived. */
  async function ask(signal?: AbortSignal): Promise<{ finished: Promise<void> }> {
    const response = await fetch(
      `${server.url}/v1/collections/${docs.id}/answer?api-key=${docs.readKey}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: QUESTION }),
        signal,
      },
    );
    assert.equal(response.status, 200);
    const reader = response.body!.getReader();
    await reader.read();
    const finished = (async () => {
      try {
        while (!(await reader.read()).done);
      } catch {
        // Aborted by the test: this reader left.
      }
    })();
    return { finished };
  }

  /** How long one more reader waits for a whole answer after QUEUED others asked first. */
  async function lastReaderWait(othersLeave: boolean): Promise<number> {
    const controllers = Array.from({ length: QUEUED }, () => new AbortController());
    const others = await Promise.all(controllers.map((controller) => ask(controller.signal)));
    // Every retrieval is on the thread's queue now (each was sent before its acknowledgement
    // reached us); the first is running.
    if (othersLeave) for (const controller of controllers) controller.abort();
    const started = performance.now();
    await (
      await ask()
    ).finished;
    const waited = performance.now() - started;
    await Promise.all(others.map((other) => other.finished));
    return waited;
  }

  it('is skipped, so the readers behind it wait for it no longer', async (t) => {
    await lastReaderWait(false); // warm-up: the answers' index is built on the first answer
    const stayed = await lastReaderWait(false);
    const left = await lastReaderWait(true);
    t.diagnostic(
      `last reader: ${left.toFixed(0)} ms after the others left, ${stayed.toFixed(0)} ms`,
    );
    // Without skipping, both wait for all QUEUED retrievals; with it, for the running one only.
    assert.ok(
      left < stayed / 2,
      `the last reader waited ${left.toFixed(0)} ms after the others left, ${stayed.toFixed(0)} ms when they stayed`,
    );
  });
});
