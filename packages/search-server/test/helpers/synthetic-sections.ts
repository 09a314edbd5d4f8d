import type { DocumentRecord } from '../../src/storage/entities.js';

// Search tests' documents and queries: deterministic, so that a failure can be replayed.

const VOCABULARY = [
  'peer',
  'peers',
  'orderer',
  'ordering',
  'organization',
  'organisations',
  'channel',
  'chaincode',
  'certificate',
  'certificates',
  'renew',
  'renewal',
  'identity',
  'install',
  'installing',
  'approve',
  'couchdb',
  'istio',
  'gateway',
  'network',
  'config',
  'kubectl',
  'hlf',
  'operator',
  'upgrade',
];

/** A deterministic pseudo-random source, so that a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/**
 * Sections of pages of ten, from a small vocabulary: many share words, titles and scores, so that
 * ties are common. Every tenth is a blog post, and every seventh of an older version.
 */
export function syntheticSections(count: number): DocumentRecord[] {
  const next = random(7);
  const word = () => VOCABULARY[Math.floor(next() * VOCABULARY.length)]!;
  const words = (n: number) => Array.from({ length: n }, word).join(' ');
  return Array.from({ length: count }, (_, index) => ({
    id: `doc-${index}`,
    // Ten sections per page share the page's title: equal scores for a title-only match.
    section: `Page ${Math.floor(index / 10)} ${words(2)}`,
    title: index % 3 === 0 ? words(3) : `Section ${index}`,
    content: words(5 + Math.floor(next() * 30)),
    category: index % 10 === 9 ? 'blog' : 'default',
    version: index % 7 === 6 ? 'v1' : 'current',
  }));
}

/** Every prefix a reader types on the way to each query, and queries with repeats and stop words. */
export const KEYSTROKES = [
  'add new organization to the channel',
  'renew certificates of the peers',
  'install chaincode approve',
  'peer peer orderer',
  'the of and',
  'certficate renwal', // typos
  'kubectl hlf ca register',
].flatMap((query) => Array.from({ length: query.length }, (_, end) => query.slice(0, end + 1)));
