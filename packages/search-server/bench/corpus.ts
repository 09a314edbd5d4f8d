/** A deterministic corpus shaped like the site's search entries, for the benchmark. */

const TOPICS = [
  'peer',
  'orderer',
  'chaincode',
  'channel',
  'certificate',
  'identity',
  'couchdb',
  'leveldb',
  'vault',
  'prometheus',
  'istio',
  'ingress',
  'helm',
  'kubectl',
  'namespace',
  'secret',
  'renewal',
  'revocation',
  'enrollment',
  'registration',
  'console',
  'operator',
  'network',
  'config',
  'storage',
  'resources',
  'monitoring',
  'metrics',
  'upgrade',
  'migration',
  'raft',
  'bft',
  'consenter',
  'anchor',
  'gateway',
];
const VERBS = [
  'install',
  'create',
  'deploy',
  'configure',
  'renew',
  'upgrade',
  'import',
  'enable',
  'monitor',
  'join',
];
const FILLER =
  'the operator manages the resource and waits until the condition is Running before the next step'.split(
    ' ',
  );
/** A larger vocabulary, as real pages have: most words are rare, a few are everywhere. */
const SYLLABLES = ['ka', 'lo', 'mi', 'ren', 'tas', 'vo', 'zen', 'qui', 'dor', 'fel', 'gra', 'hun'];
const VOCABULARY = Array.from({ length: 3000 }, (_, n) =>
  [SYLLABLES[n % 12], SYLLABLES[Math.floor(n / 12) % 12], SYLLABLES[Math.floor(n / 144) % 12]].join(
    '',
  ),
);

/** Park-Miller: the same corpus on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
}

export function makeDocuments(count: number, seed = 42): Record<string, string>[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  // Zipf-like: word k is picked with probability ~ 1/k.
  const zipf = () =>
    VOCABULARY[
      Math.min(
        VOCABULARY.length - 1,
        Math.floor(Math.exp(next() * Math.log(VOCABULARY.length))) - 1,
      )
    ] ?? '';
  return Array.from({ length: count }, (_, n) => {
    const topic = pick(TOPICS);
    const verb = pick(VERBS);
    // A section is about its topic: it mentions it, a related topic now and then, common words
    // and rarer ones.
    const words = Array.from({ length: 60 }, () => {
      const roll = next();
      if (roll < 0.05) return topic;
      if (roll < 0.08) return pick(TOPICS);
      if (roll < 0.4) return pick(FILLER);
      return zipf();
    });
    return {
      id: `doc-${n}`,
      title: `${verb} a ${topic}`,
      section: `${verb} the ${topic} with kubectl hlf`,
      content: `${words.join(' ')}.`,
      path: `/bevel-operator-fabric/docs/${topic}/${verb}-${n}`,
      category: next() < 0.5 ? 'default' : 'guides',
      version: 'current',
    };
  });
}

export const QUERY_TERMS = [
  'install chaincode',
  'renew certificate',
  'peer couchdb',
  'orderer raft',
  'channel anchor peer',
  'vault secret',
  'prometheus metrics',
  'upgrade operator helm',
];
