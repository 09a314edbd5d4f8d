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
