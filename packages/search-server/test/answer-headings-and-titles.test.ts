import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { rankSources } from '../src/answer/rank-sources.js';
import type { WeightedHit } from '../src/retrieval/weighted-search.js';

/** A section as the answers' retrieval returns it: its heading, its page's title, its path. */
const section = (path: string, heading: string, page: string, score: number): WeightedHit => ({
  id: path,
  score,
  terms: [],
  document: { id: path, path, title: heading, section: page, content: 'Run the command below.' },
});

describe("a follow-up's sections, by their headings", () => {
  // Found as well as each other: both are steps of the same page and say "install".
  const plugin = section(
    '/docs/intro/getting-started#install-the-plugin',
    'Install the kubectl plugin',
    'Getting started',
    1,
  );
  const operator = section(
    '/docs/intro/getting-started#install-the-operator',
    'Install the operator',
    'Getting started',
    1,
  );

  it('puts first the one whose heading holds what the conversation was about', () => {
    // "ok, how do I install it?" after "What does the HLF operator do?"
    const question = {
      text: 'ok, how do I install it?',
      own: ['install'],
      followUp: true,
      context: new Map([
        ['hlf', 0.25],
        ['operator', 0.25],
      ]),
    };
    const order = rankSources([plugin, operator], question, new Map()).map((hit) => hit.id);
    assert.deepEqual(order, [operator.id, plugin.id]);
  });

  // A guard: the borrowed words' weight must not reach a question that stands alone.
  it('leaves a question that stands alone to its own words', () => {
    const question = {
      text: 'How do I install it?',
      own: ['install'],
      context: new Map([['operator', 0.1]]),
    };
    const order = rankSources([plugin, operator], question, new Map()).map((hit) => hit.id);
    assert.deepEqual(order, [plugin.id, operator.id]);
  });
});

describe('a page whose title the question names in part', () => {
  it('comes before a section of another page that shares a word of it', () => {
    const architecture = section(
      '/docs/chaincode-deployment/architecture#the-kubernetes-builder-in-detail',
      'The Kubernetes builder in detail',
      'Chaincode deployment architecture',
      1.1,
    );
    const builder = section(
      '/docs/chaincode-deployment/k8s-builder#when-the-builder-still-makes-sense',
      'When the builder still makes sense',
      'Kubernetes chaincode builder (deprecated)',
      1,
    );
    const question = {
      text: 'do I need the kubernetes chaincode builder?',
      own: ['kubernetes', 'chaincode', 'builder'],
    };
    const order = rankSources([architecture, builder], question, new Map()).map((hit) => hit.id);
    assert.deepEqual(order, [builder.id, architecture.id]);
  });
});

describe('a section that only points to other pages', () => {
  // A line per page it links, each naming that page's topic: it shares the question's words.
  const pointers = section(
    '/docs/chaincode-deployment/getting-started#where-to-go-next',
    'Where to go next',
    'Deploying chaincode',
    1.5,
  );
  const order = section(
    '/docs/chaincode-deployment/architecture#the-lifecycle-order',
    'The lifecycle order',
    'Chaincode deployment architecture',
    1,
  );

  it('comes below a section that answers, though it shares more of the words', () => {
    assert.deepEqual(
      rankSources(
        [pointers, order],
        { text: 'In what order does a chaincode go through the lifecycle?', own: [] },
        new Map(),
      ).map((hit) => hit.id),
      [order.id, pointers.id],
    );
  });
});
