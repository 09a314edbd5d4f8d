import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  CollectionManager,
  HTTPStatusError,
  InvalidInputError,
  MissingAPIKeyError,
} from '../src/index.js';
import type { FeedbackParams } from '../src/index.js';
import { createTestCollection, seedDocs, startRealServer } from './helpers/real-server.js';
import type { RealServer, TestCollection } from './helpers/real-server.js';

describe('feedback on answers, against the real server', () => {
  let server: RealServer;
  let docs: TestCollection;
  let client: CollectionManager;

  before(async () => {
    server = await startRealServer();
    docs = await createTestCollection(server.url, 'docs');
    await seedDocs(server.url, docs);
    client = new CollectionManager({
      url: server.url,
      collectionID: 'docs',
      readAPIKey: docs.readKey,
    });
  });
  after(() => server.close());

  const feedbackCount = async () => Number((await client.getStats()).feedback_count);

  it('sends a verdict on an answer of a session, with the read key in the query', async () => {
    const session = client.createAnswerSession();
    await session.answer({ query: 'How do I install a chaincode?' });
    const [interaction] = session.state;
    const mark = server.mark();
    const params: FeedbackParams = {
      interactionID: interaction!.id,
      conversationID: session.conversationID,
      query: interaction!.query,
      helpful: false,
      reason: 'It did not say how long it takes',
      path: '/docs/chaincode-development/install',
    };
    await client.sendFeedback(params);
    const [request] = server.since(mark);
    assert.equal(request?.path, '/v1/collections/docs/feedback');
    assert.equal(request?.keyIn, 'query');
    assert.equal(await feedbackCount(), 1);
    await client.sendFeedback({ ...params, helpful: true, reason: undefined, path: undefined });
    assert.equal(await feedbackCount(), 2);
  });

  it('needs the read key, and refuses bad input before anything is sent', async () => {
    const writer = new CollectionManager({
      url: server.url,
      collectionID: 'docs',
      writeAPIKey: docs.writeKey,
    });
    const good = { interactionID: 'i', conversationID: 'c', query: 'q', helpful: true };
    const mark = server.mark();
    await assert.rejects(writer.sendFeedback(good), MissingAPIKeyError);
    for (const bad of [
      { ...good, interactionID: '' },
      { ...good, query: 42 },
      { ...good, helpful: 'yes' },
    ]) {
      await assert.rejects(
        client.sendFeedback(bad as unknown as FeedbackParams),
        (error: unknown) => error instanceof InvalidInputError,
      );
    }
    assert.equal(server.since(mark).length, 0, 'nothing was sent');
  });

  it('a reason longer than the protocol allows is the service’s 400 naming it', async () => {
    const error = await client
      .sendFeedback({
        interactionID: 'i',
        conversationID: 'c',
        query: 'q',
        helpful: false,
        reason: 'x'.repeat(1001),
      })
      .catch((e: unknown) => e);
    assert.ok(error instanceof HTTPStatusError);
    assert.equal(error.status, 400);
    assert.match(error.message, /\\"reason\\"/);
  });
});
