import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call } from './helpers/http.js';
import { createCollection } from './helpers/fixtures.js';
import type { TestCollection } from './helpers/fixtures.js';
import { startTestServer } from './helpers/server.js';
import type { TestServer } from './helpers/server.js';
import { actionsOf, readSse } from './helpers/sse.js';

/**
 * Sections as the site's entries carry them: prose one line per paragraph, the code blocks'
 * text in `code` (searched) and whole in `blocks`, each with where it stands in the prose.
 */
const INSTALL_PROSE = [
  'The Helm chart installs the operator and its custom resource definitions. Chart 1.13.0 needs two corrections at install time, and the commands below make both:',
  'The operator image. The chart names an old image by default.',
  'Wait for the operator to be ready:',
].join('\n');
const HELM = [
  'helm repo add kfs https://kfsoftware.github.io/hlf-helm-charts --force-update',
  'helm install hlf-operator --version=1.13.0 kfs/hlf-operator \\',
  '  --set image.tag=v1.13.1',
].join('\n');
const WAIT = 'kubectl rollout status deployment/hlf-operator-controller-manager';
/** A section that opens with its command, then says what it does: no sentence introduces it. */
const RENEW_PROSE = [
  'Both flags are required. Watch the resource go through the renewal:',
  'Expect the STATE column to go from RUNNING to UPDATING_CERTIFICATES and back while the peer renews its certificates and its pod is replaced.',
].join('\n');
const RENEW = 'kubectl hlf peer renew --name=org1-peer0 --namespace=default';
const WATCH = 'kubectl get fabricpeers.hlf.kungfusoftware.es org1-peer0 -w';
const ORDERER_PROSE =
  'An ordering node renews its certificates the same way, one node of a channel at a time:';
const ORDERER_RENEW = 'kubectl hlf ordnode renew --name=ord-node1 --namespace=default';
const LONG_MANIFEST = Array.from({ length: 40 }, (_, line) => `  key${line}: value`).join('\n');

const SECTIONS = [
  {
    id: '/docs/intro/getting-started#install-the-operator',
    path: '/docs/intro/getting-started#install-the-operator',
    title: 'Install the operator',
    section: 'Getting started',
    content: INSTALL_PROSE,
    code: `${HELM}\n${WAIT}`.replace(/\s+/g, ' '),
    blocks: [
      { language: 'bash', code: HELM, after: INSTALL_PROSE.indexOf('\nThe operator image') },
      { language: 'bash', code: WAIT, after: INSTALL_PROSE.length },
    ],
  },
  {
    id: '/docs/reference/fabricpeer',
    path: '/docs/reference/fabricpeer',
    title: 'The FabricPeer resource',
    section: 'The FabricPeer resource',
    content:
      'A FabricPeer is the resource that describes one peer of an organization: its image, its storage and its certificates. The operator renders a peer from it:',
    code: 'apiVersion: hlf.kungfusoftware.es/v1alpha1 kind: FabricPeer',
    blocks: [
      {
        language: 'yaml',
        code: 'apiVersion: hlf.kungfusoftware.es/v1alpha1\nkind: FabricPeer',
        after: 150,
      },
    ],
  },
  {
    id: '/docs/reference/fabricorderernode#every-field',
    path: '/docs/reference/fabricorderernode#every-field',
    title: 'Every field of an ordering node',
    section: 'The FabricOrdererNode resource',
    content: 'A manifest of an ordering node with every field set looks like this:',
    code: LONG_MANIFEST.replace(/\s+/g, ' '),
    blocks: [{ language: 'yaml', code: LONG_MANIFEST, after: 72 }],
  },
  {
    id: '/docs/operator-guide/renew-certificates#renew-the-certificates-of-a-peer',
    path: '/docs/operator-guide/renew-certificates#renew-the-certificates-of-a-peer',
    title: 'Renew the certificates of a peer',
    section: 'Renewing certificates',
    content: RENEW_PROSE,
    code: `${RENEW} ${WATCH}`,
    blocks: [
      { language: 'bash', code: RENEW, after: 0 },
      { language: 'bash', code: WATCH, after: RENEW_PROSE.indexOf('\nExpect') },
    ],
  },
  {
    id: '/docs/operator-guide/renew-certificates#renew-the-certificates-of-an-ordering-node',
    path: '/docs/operator-guide/renew-certificates#renew-the-certificates-of-an-ordering-node',
    title: 'Renew the certificates of an ordering node',
    section: 'Renewing certificates',
    content: ORDERER_PROSE,
    code: ORDERER_RENEW,
    blocks: [{ language: 'bash', code: ORDERER_RENEW, after: ORDERER_PROSE.length }],
  },
];

describe('the code an extractive answer quotes', () => {
  let server: TestServer;
  let docs: TestCollection;

  before(async () => {
    server = await startTestServer();
    docs = await createCollection(server.url, server.masterKey);
    const created = await call(server.url, `/v1/collections/${docs.id}/indexes/create`, {
      key: docs.writeKey,
      body: { id: 'docs', embedding: 'automatic' },
    });
    assert.equal(created.status, 200, created.text);
    const inserted = await call(server.url, `/v1/collections/${docs.id}/indexes/docs/insert`, {
      key: docs.writeKey,
      body: SECTIONS,
    });
    assert.equal(inserted.status, 200, inserted.text);
  });
  after(() => server.close());

  async function answerText(query: string): Promise<string> {
    const result = await readSse(server.url, `/v1/collections/${docs.id}/answer`, {
      key: docs.readKey,
      keyIn: 'query',
      body: { query, messages: [] },
    });
    assert.equal(result.status, 200);
    return actionsOf(result.events)
      .filter((action) => action.action === 'ANSWER_RESPONSE')
      .map((action) => action.result)
      .join('');
  }

  it('quotes the command under the sentence that answers, whole, as the page shows it', async () => {
    const text = await answerText('How do I install the operator?');
    assert.ok(text.includes(`\`\`\`bash\n${HELM}\n\`\`\``), text);
    // The first block after the sentence, not the next one; the sentences stay prose.
    assert.ok(!text.includes(WAIT), text);
    assert.match(text, /^> .*the commands below make both:$/m);
    // A list item's lead is its own line of the page, not the end of the sentence before it.
    assert.doesNotMatch(text, /make both: The operator image/);
  });

  it('quotes the command a section opens with, which the quoted sentence explains, not another section\u2019s', async () => {
    const text = await answerText('How do I renew the certificates of a peer?');
    assert.match(text, /^> .*Expect the STATE column/m);
    assert.ok(text.includes(`\`\`\`bash\n${RENEW}\n\`\`\``), text);
    // The block the colon introduces only watches (it holds none of the question's words), and the
    // ordering node's command is for another node.
    assert.ok(!text.includes(WATCH), text);
    assert.ok(!text.includes(ORDERER_RENEW), text);
  });

  it('presents what something is in words, without the manifest under it', async () => {
    const text = await answerText('What is a FabricPeer?');
    assert.match(text, /A FabricPeer is the resource/);
    assert.ok(!text.includes('```'), text);
  });

  it('leaves a block longer than a screen to its page', async () => {
    const text = await answerText('How do I set every field of an ordering node?');
    assert.match(text, /every field set/);
    assert.ok(!text.includes('key39'), text);
    assert.match(text, /\(\/docs\/reference\/fabricorderernode#every-field\)/);
  });
});
