import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { rankSources } from '../src/answer/rank-sources.js';
import type { WeightedHit } from '../src/retrieval/weighted-search.js';

/** A page's introduction as the answers' retrieval returns it: the page title is its heading. */
const introduction = (
  path: string,
  title: string,
  content: string,
  score: number,
): WeightedHit => ({
  id: path,
  score,
  terms: [],
  document: { id: path, path, title, section: title, content },
});

const order = (question: string, hits: readonly WeightedHit[]) =>
  rankSources(hits, { text: question, own: [] }, new Map()).map((hit) => hit.id);

describe('a "what is" question and the pages that walk through a task', () => {
  // Both introductions say what the Operator UI is; the deployment page's shares a few more words.
  const concept = introduction(
    '/docs/operator-ui/getting-started',
    'Operator UI and API',
    'The Operator UI is a small web application that lists the nodes the operator runs.',
    1.6,
  );
  const task = introduction(
    '/docs/operator-ui/deploy-operator-ui',
    'Deploying the Operator UI',
    'The Operator UI is the web front end of the Operator API, deployed with the plugin.',
    1.7,
  );

  it('answers with the page that presents the thing, not the one that deploys it', () => {
    assert.deepEqual(order('What does the operator UI actually do?', [task, concept]), [
      concept.id,
      task.id,
    ]);
  });

  it('keeps the task page first when the task is what the question asks about', () => {
    const deploying = introduction(
      '/docs/operator-ui/deploy-operator-ui',
      'Deploying the Operator UI',
      'Deploying the Operator UI is a kubectl hlf operatorui create.',
      1.7,
    );
    assert.deepEqual(order('What is deploying the Operator UI?', [deploying, concept]), [
      deploying.id,
      concept.id,
    ]);
  });

  it('keeps the task page first for a long question that names the task', () => {
    const deploying = introduction(
      '/docs/operator-ui/deploy-operator-ui',
      'Deploying the Operator UI',
      'Deploying the Operator UI is a kubectl hlf operatorui create.',
      1.7,
    );
    const question = 'What does deploying the Operator UI API do?';
    assert.deepEqual(order(question, [deploying, concept]), [deploying.id, concept.id]);
  });

  it('does not count a "Getting started" page as a task', () => {
    const gettingStarted = introduction(
      '/docs/gateway-api/getting-started',
      'Getting started with the Gateway API',
      'Nodes are reached through a Gateway that routes by host name.',
      1.6,
    );
    const building = introduction(
      '/docs/gateway-api/network',
      'Building a network behind the Gateway API',
      'This page builds a network whose nodes are reached through the Gateway API.',
      1.7,
    );
    assert.deepEqual(order('What is the Gateway API?', [building, gettingStarted]), [
      gettingStarted.id,
      building.id,
    ]);
  });
});

describe('a question of whether or why and the steps of a task', () => {
  const section = (path: string, title: string, score: number): WeightedHit => ({
    id: path,
    score,
    terms: [],
    document: { id: path, path, title, section: 'Revoking identities', content: '' },
  });
  const step = section(
    '/docs/revoke#step-3-revoke-the-certificate',
    'Step 3: Revoke the certificate',
    1.2,
  );
  const explains = section(
    '/docs/revoke#how-revocation-reaches-the-network',
    'How revocation reaches the network',
    1,
  );

  it('puts the section that explains above the step that only does it', () => {
    assert.deepEqual(
      order('Once a certificate is revoked, do the peers find out on their own?', [step, explains]),
      [explains.id, step.id],
    );
  });

  it('keeps the step first for a question of how', () => {
    assert.deepEqual(order('How do I revoke a certificate?', [step, explains]), [
      step.id,
      explains.id,
    ]);
  });
});

describe('a question that says the title of a page', () => {
  const section = (path: string, title: string, page: string, score: number): WeightedHit => ({
    id: path,
    score,
    terms: [],
    document: { id: path, path, title, section: page, content: '' },
  });
  // The deprecated builder's section shares every word of the question in its heading.
  const builder = section(
    '/docs/k8s-builder#install-chaincode-from-a-source-folder',
    'Install chaincode from a source folder',
    'Kubernetes builder',
    1.2,
  );
  const install = section(
    '/docs/install-chaincode#step-2-install-the-package',
    'Step 2: Install the package',
    'Installing chaincode',
    1,
  );

  it('puts the sections of the page the question names above those that share its words', () => {
    assert.deepEqual(
      rankSources(
        [builder, install],
        { text: 'How do I install chaincode on my peer?', own: ['install', 'chaincode', 'peer'] },
        new Map(),
      ).map((hit) => hit.id),
      [install.id, builder.id],
    );
  });

  it('does not take a title of one word for the whole question', () => {
    const monitoring = section('/docs/monitoring#scrape', 'Scrape the peers', 'Monitoring', 1);
    assert.deepEqual(
      rankSources(
        [builder, monitoring],
        {
          text: 'How do I install chaincode while monitoring?',
          own: ['install', 'chaincode', 'monitoring'],
        },
        new Map(),
      ).map((hit) => hit.id),
      [builder.id, monitoring.id],
    );
  });
});
