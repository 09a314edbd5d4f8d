import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AnswerIndex, questionStems } from '../src/retrieval/answer-index.js';
import { answerIndexHits } from '../src/retrieval/weighted-search.js';
import { CollectionState } from '../src/storage/collection-state.js';
import type { CollectionMeta, DocumentRecord, IndexMeta } from '../src/storage/entities.js';
import { syntheticSections } from './helpers/synthetic-sections.js';

// The answers' index (BM25F over stems): what a reader's question meets, and that it stays the
// index of the documents as they are, write after write.

const section = (id: string, title: string, content: string): DocumentRecord => ({
  id,
  title,
  section: 'Page',
  content,
  path: `/docs/page#${id}`,
  category: 'default',
});

function indexOf(documents: DocumentRecord[]): AnswerIndex {
  return new AnswerIndex(() => documents);
}

/** The matches of a search with these term weights, unordered. */
const find = (index: AnswerIndex, weights: ReadonlyMap<string, number>) =>
  index.search(questionStems(weights));

/** The matches of a search, best first (the index leaves the order to its caller). */
const best = (index: AnswerIndex, weights: ReadonlyMap<string, number>) =>
  find(index, weights).sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));

const ranking = (index: AnswerIndex, terms: string[]) =>
  best(index, new Map(terms.map((term) => [term, 1]))).map(({ id, score }) => [
    id,
    score.toFixed(9),
  ]);

describe('AnswerIndex', () => {
  it('meets a question word in another form of the same word', () => {
    const index = indexOf([
      section('approve', 'Approve the definition', 'Each organization approved the chaincode.'),
      section('other', 'Install', 'Copy the package to the peers.'),
    ]);
    const [match] = find(index, new Map([['approving', 1]]));
    assert.equal(match?.id, 'approve');
    assert.deepEqual(match?.terms, ['approving']);
    assert.equal(find(index, new Map([['appro', 1]])).length, 0, 'no prefix matching');
  });

  it('scores a section whose body answers above a heading that shares one word', () => {
    // Per-field scoring (the search box's) puts the short heading first: it holds "peer" in a
    // field of two words. Here the fields' words are counted together first.
    const index = indexOf([
      section('heading', 'Peer status', 'Lists the nodes.'),
      section(
        'answer',
        'Storage',
        'When the peer ledger volume fills up, raise the volume size of the peer resource; ' +
          'the ledger keeps growing with every block.',
      ),
    ]);
    const [first] = best(
      index,
      new Map([
        ['peer', 1],
        ['ledger', 1],
        ['volume', 1],
      ]),
    );
    assert.equal(first?.id, 'answer');
  });

  it('weighs a word of the heading above the same word in the body', () => {
    const index = indexOf([
      section('in-title', 'Renew certificates', 'Run the command and wait for the pods.'),
      section('in-body', 'Maintenance', 'Run the command to renew and wait for the pods.'),
      section('filler', 'Other', 'Nothing about it here at all, only words.'),
    ]);
    assert.equal(best(index, new Map([['renew', 1]]))[0]?.id, 'in-title');
  });

  it('counts a term at its weight, and two words of one stem once at the larger', () => {
    const index = indexOf([
      section('a', 'Approve', 'approve approval'),
      section('b', 'Commit', 'commit the definition'),
    ]);
    const once = find(index, new Map([['approve', 1]]))[0]!.score;
    const both = find(
      index,
      new Map([
        ['approve', 1],
        ['approving', 0.5],
      ]),
    )[0]!;
    assert.equal(both.score, once);
    assert.deepEqual(both.terms, ['approve', 'approving']);
    const half = find(index, new Map([['approve', 0.5]]))[0]!.score;
    assert.ok(Math.abs(half - once / 2) < 1e-12);
  });

  it('after every upsert and delete, scores as an index built from the documents then', () => {
    const documents = new Map(syntheticSections(300).map((each) => [each.id, each]));
    const live = new AnswerIndex(() => documents.values());
    const queries = [
      ['peer', 'certificate'],
      ['renew', 'orderer', 'channel'],
      ['chaincode', 'approve', 'install'],
    ];
    find(live, new Map([['peer', 1]])); // built now; from here on kept write by write
    const ids = [...documents.keys()];
    for (let step = 0; step < 30; step += 1) {
      const changed = ids.slice(step * 7, step * 7 + 5).map((id) => ({
        ...documents.get(id)!,
        content: `step ${step} renew the orderer certificate of the peer ${id}`,
      }));
      for (const each of changed) documents.set(each.id, each);
      live.upsert(changed);
      const removed = ids.slice(step * 7 + 5, step * 7 + 7);
      for (const id of removed) documents.delete(id);
      live.remove(removed);
      const fresh = new AnswerIndex(() => [...documents.values()]);
      for (const terms of queries) {
        assert.deepEqual(ranking(live, terms), ranking(fresh, terms), `step ${step}: ${terms}`);
      }
    }
  });

  it('weighs a word by its rarity in the whole collection, not in its own index', () => {
    // An index of one document holds each of its words in all of its documents: on its own
    // counts, the one section about quokkas would weigh "quokka" as common as "the".
    const state = new CollectionState({ id: 'site' } as CollectionMeta);
    state.apply({ op: 'index.create', index: { id: 'docs' } as IndexMeta });
    state.apply({ op: 'index.create', index: { id: 'extra' } as IndexMeta });
    const probes = Array.from({ length: 40 }, (_, n) =>
      n < 2
        ? section(`probe-${n}`, `Probe ${n}`, `The probe setting of container ${n} is a port.`)
        : section(`other-${n}`, `Channel ${n}`, `Join the peer ${n} to the channel.`),
    );
    state.apply({ op: 'documents.upsert', index: 'docs', documents: probes });
    state.apply({
      op: 'documents.upsert',
      index: 'extra',
      documents: [
        section('quokka', 'Quokka probe', 'The quokka probe setting is documented here.'),
      ],
    });
    const hits = answerIndexHits(
      state,
      new Map([
        ['quokka', 1],
        ['probe', 1],
        ['setting', 1],
      ]),
    ).sort((a, b) => b.score - a.score);
    assert.equal(hits[0]?.id, 'quokka');
  });

  it('is built from the documents as they are at its first search, and again after a reset', () => {
    const documents = [section('one', 'Vault', 'Keep the keys in Vault.')];
    const index = new AnswerIndex(() => documents);
    // Writes before the first search are already in the documents it will read: not counted twice.
    documents.push(section('two', 'Vault again', 'Vault stores the keys.'));
    index.upsert([documents[1]!]);
    assert.deepEqual(ranking(index, ['vault']), ranking(indexOf([...documents]), ['vault']));
    documents.splice(0, 1);
    index.reset();
    assert.deepEqual(
      find(index, new Map([['vault', 1]])).map(({ id }) => id),
      ['two'],
    );
  });
});
