import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { rankSources } from '../src/answer/rank-sources.js';
import type { WeightedHit } from '../src/retrieval/weighted-search.js';

/** A section as the site's entries give it: its heading, its page, and the part it stands under. */
const section = (path: string, heading: string, score: number, parent?: string): WeightedHit => ({
  id: path,
  score,
  terms: [],
  document: {
    id: path,
    path,
    title: heading,
    section: 'Installing the kubectl plugin',
    content: '',
    ...(parent ? { parent } : {}),
  },
});

const order = (question: string, hits: readonly WeightedHit[]) =>
  rankSources(hits, { text: question, own: [] }, new Map()).map((hit) => hit.id);

describe('the sections of a troubleshooting part', () => {
  // Its heading names the plugin and the platform without a word of a fault: only the part it
  // stands under says that it fixes one.
  const fault = section(
    '/docs/kubectl-plugin/installation#unknown-command-hlf-for-kubectl',
    'Unknown command hlf for kubectl on Windows',
    1.1,
    'Troubleshooting',
  );
  const install = section('/docs/kubectl-plugin/installation#install-the-plugin', 'Install', 1);

  it('come below the other sections when the question describes no fault', () => {
    assert.deepEqual(order('install kubectl hlf on windows', [fault, install]), [
      install.id,
      fault.id,
    ]);
  });

  it('keep their place when it describes one', () => {
    assert.deepEqual(order('kubectl hlf on windows refuses to start', [fault, install]), [
      fault.id,
      install.id,
    ]);
  });

  it('are told by the part, not by a section of the same heading elsewhere', () => {
    const elsewhere = section(fault.id, fault.document.title as string, 1.1, 'Install the plugin');
    assert.deepEqual(order('install kubectl hlf on windows', [elsewhere, install]), [
      elsewhere.id,
      install.id,
    ]);
  });
});
