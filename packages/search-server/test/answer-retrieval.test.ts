import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call } from './helpers/http.js';
import type { ErrorBody } from './helpers/http.js';
import type { TestCollection } from './helpers/fixtures.js';
import { SECTION, SITE_SECTIONS, startSiteSectionsServer } from './helpers/site-sections.js';
import { actionOrder, actionsOf, readSse } from './helpers/sse.js';
import type { TestServer } from './helpers/server.js';

interface Answer {
  sources: string[];
  text: string;
  /** The action names in the order they came, each once. */
  order: string[];
  /** The ANSWER_DECLINED value, or undefined when the answer was not declined. */
  declined: { reason: string; names?: string[] } | undefined;
}

type Turn = { role: 'user' | 'assistant'; content: string };

describe('the sources and the text of an answer (extractive)', () => {
  let server: TestServer;
  let docs: TestCollection;

  before(async () => {
    ({ server, docs } = await startSiteSectionsServer());
  });
  after(() => server.close());

  async function ask(query: string, messages: Turn[] = [], pagePath?: string): Promise<Answer> {
    const result = await readSse(server.url, '/v1/collections/docs/answer', {
      key: docs.readKey,
      keyIn: 'query',
      body: { query, messages, ...(pagePath === undefined ? {} : { page_path: pagePath }) },
    });
    assert.equal(result.status, 200);
    const actions = actionsOf(result.events);
    const hits = JSON.parse(
      actions.find((action) => action.action === 'SEARCH_RESULTS')?.result ?? '[]',
    ) as { id: string }[];
    const text = actions
      .filter((action) => action.action === 'ANSWER_RESPONSE')
      .map((action) => action.result)
      .join('');
    const declined = actions.find((action) => action.action === 'ANSWER_DECLINED')?.result;
    return {
      sources: hits.map((hit) => hit.id),
      text,
      order: actionOrder(actions),
      declined: declined === undefined ? undefined : (JSON.parse(declined) as Answer['declined']),
    };
  }

  /** A conversation as the client sends it: each question, then the answer the service gave. */
  async function conversation(...questions: string[]): Promise<Answer> {
    const messages: Turn[] = [];
    let last: Answer | undefined;
    for (const question of questions) {
      last = await ask(question, messages);
      messages.push({ role: 'user', content: question }, { role: 'assistant', content: last.text });
    }
    return last!;
  }

  it('answers a follow-up from its own new words, in the topic of the conversation', async () => {
    const answer = await conversation(
      'How do I install chaincode on the peers?',
      'and how do I approve it?',
    );
    assert.equal(answer.sources[0], SECTION.approve, `sources: ${answer.sources.join(', ')}`);
    assert.match(answer.text, /approveformyorg/);
    assert.equal(answer.declined, undefined);
    assert.ok(!answer.order.includes('ANSWER_DECLINED'));
  });

  it('answers a follow-up with the section of the page whose heading holds its own words', async () => {
    // The section on the defaults holds the conversation's words and the follow-up's ("switch",
    // "helm", "enable") in its body; the one that answers says "Enable" in its heading.
    const answer = await conversation(
      'What is the renewal threshold for automatic renewal?',
      'OK, and how do I switch it on with helm?',
    );
    assert.equal(answer.sources[0], SECTION.enableRenewal, `sources: ${answer.sources.join(', ')}`);
  });

  it('takes a follow-up to "What does this page cover?" as being about that page', async () => {
    // The overview names no topic in its question: the page it answered with is the topic, or
    // "turn it on" finds the monitoring page's "Turn it off", whose words it shares.
    const page = '/bevel-operator-fabric/docs/operator-guide/auto-renew-certificates';
    const overview = await ask('What does this page cover?', [], page);
    const followUp = await ask('how do I turn it on?', [
      { role: 'user', content: 'What does this page cover?' },
      { role: 'assistant', content: overview.text },
    ]);
    assert.equal(followUp.sources[0], SECTION.enableRenewal, followUp.sources.join(', '));
  });

  it('reads RAM as the memory the docs speak of, not as a name no page holds', async () => {
    for (const question of ['How much RAM does a peer need?', 'how much ram does a peer need']) {
      const answer = await ask(question);
      assert.equal(answer.declined, undefined, `${question}: ${answer.text}`);
      assert.equal(
        answer.sources[0],
        '/bevel-operator-fabric/docs/operator-guide/increase-resources#change-the-peer',
        `${question}: ${answer.sources.join(', ')}`,
      );
    }
  });

  it('reads "give" as a word of asking: "give more memory" is not about giving a proxy', async () => {
    const answer = await ask('How do I give more memory to a peer?');
    assert.equal(
      answer.sources[0],
      '/bevel-operator-fabric/docs/operator-guide/increase-resources#change-the-peer',
      answer.sources.join(', '),
    );
  });

  it('answers with a section about the component the question names, not another one', async () => {
    // The peer's section says more of `kubectl scale` being reset; the question is about chaincode.
    const chaincode = await ask(
      'I ran kubectl scale on my chaincode Deployment and a while later it was back to 1 pod. What resets it?',
    );
    assert.equal(
      chaincode.sources[0],
      SECTION.scaleChaincode,
      `sources: ${chaincode.sources.join(', ')}`,
    );
    const peer = await ask('How do I scale a peer?');
    assert.equal(peer.sources[0], SECTION.scalePeer, `sources: ${peer.sources.join(', ')}`);
  });

  it('keeps the conversation out of the way of a new question that stands on its own', async () => {
    const answer = await conversation(
      'How do I install chaincode on the peers?',
      'How do I grow the volume of a peer?',
    );
    assert.equal(answer.sources[0], SECTION.volumes, `sources: ${answer.sources.join(', ')}`);
  });

  it('puts a page’s introduction below the section of that page that answers', async () => {
    // The introduction names every step of its page, and its heading is the page title.
    const answer = await ask('How is a chaincode approved?');
    assert.equal(answer.sources[0], SECTION.approve, `sources: ${answer.sources.join(', ')}`);
  });

  it('answers with the section or page whose heading says what the question asks', async () => {
    // The Prometheus section speaks of installing operators more, and names them in its heading.
    const install = await ask('How do I install the operator?');
    assert.equal(
      install.sources[0],
      SECTION.installOperator,
      `sources: ${install.sources.join(', ')}`,
    );
    // The page's title is the question: its introduction is not put below its troubleshooting.
    const upgrade = await ask('How do I upgrade the operator?');
    assert.equal(
      upgrade.sources[0],
      SECTION.upgradeOperator,
      `sources: ${upgrade.sources.join(', ')}`,
    );
  });

  it('reads past HTML pasted before a question instead of declining it', async () => {
    // Its tag and attribute names are words no page holds; taken as the question's, they declined it.
    const answer = await ask('<img src=x onerror=alert(1)> Who approves a chaincode definition?');
    assert.equal(answer.declined, undefined, answer.text);
    assert.equal(answer.sources[0], SECTION.approve, `sources: ${answer.sources.join(', ')}`);
  });

  it('answers what something is with the introduction of its page', async () => {
    // Its steps name the same words; "How is a chaincode installed?" gets the step (above).
    const answer = await ask('What is installing chaincode?');
    assert.equal(answer.sources[0], SECTION.intro, `sources: ${answer.sources.join(', ')}`);
  });

  it('answers what a kind is with the row of the table that presents it, quoted first', async () => {
    // The sections named after the FabricPeer are about its settings; the docs index's table of
    // kinds is the only place that says what one is.
    const answer = await ask('What is a FabricPeer?');
    assert.equal(answer.sources[0], SECTION.resources, `sources: ${answer.sources.join(', ')}`);
    const firstQuote = answer.text.split('\n').find((line) => line.startsWith('> '));
    assert.match(firstQuote ?? '', /^> FabricPeer peer \| Namespaced \| A peer node/, answer.text);
    // A question about one of its settings still gets the section about them.
    const setting = await ask('How do I change the CouchDB image of a FabricPeer?');
    assert.equal(setting.sources[0], SECTION.peerCouchDb, `sources: ${setting.sources.join(', ')}`);
  });

  it('ranks docs pages above blog posts, unless the question is about a release', async () => {
    const howTo = await ask('Who approves a chaincode?');
    assert.equal(howTo.sources[0], SECTION.approve, `sources: ${howTo.sources.join(', ')}`);
    const release = await ask('What changed for approving chaincode in release 1.11?');
    assert.ok(
      (SECTION.release + SECTION.releaseChanges + SECTION.releaseApproving).includes(
        release.sources[0] ?? 'none',
      ),
      `sources: ${release.sources.join(', ')}`,
    );
  });

  it('answers "when did ..." with the opening of the release post, which names the release', async () => {
    // Otherwise the section on approving comes first; only the opening says 1.11.0.
    const answer = await ask('When did the chaincode lifecycle become resources?');
    assert.equal(answer.sources[0], SECTION.release, `sources: ${answer.sources.join(', ')}`);
    assert.match(answer.text, /1\.11\.0/);
  });

  it('quotes only sentences that hold the key terms of the question', async () => {
    const answer = await ask('Who approves a chaincode definition?');
    const quoted = answer.text
      .split('\n')
      .filter((line) => line.startsWith('> '))
      .flatMap((line) => line.slice(2).split(' … '));
    assert.ok(
      quoted.some((sentence) => sentence.includes('approveformyorg')),
      `the sentence that answers is quoted: ${answer.text}`,
    );
    const keyTerms = [/approv/i, /chaincode/i, /definition/i];
    for (const sentence of quoted) {
      const section = SITE_SECTIONS.find((each) => each.content.includes(sentence));
      assert.ok(section, `quoted from a page: ${sentence}`);
      // Each holds a key term itself, and with its section's heading (which frames it) two.
      const own = keyTerms.filter((term) => term.test(sentence)).length;
      const framed = keyTerms.filter((term) => term.test(`${section.title} ${sentence}`)).length;
      assert.ok(own >= 1 && framed >= 2, `holds the question's key terms: ${sentence}`);
    }
  });

  it('prefers the sections of the page the reader asks about, as a boost', async () => {
    const question = 'Which peers does the chaincode go on?';
    const anywhere = await ask(question);
    assert.equal(anywhere.sources[0], SECTION.migrateInstall, anywhere.sources.join(', '));
    const onThePage = await ask(question, [], SECTION.intro);
    assert.equal(onThePage.sources[0], SECTION.install, onThePage.sources.join(', '));
    // Not a filter: a question the page does not answer finds its answer elsewhere.
    const elsewhere = await ask('How do I grow the volume of a peer?', [], SECTION.intro);
    assert.equal(elsewhere.sources[0], SECTION.volumes, elsewhere.sources.join(', '));
  });

  it('answers "what does this page cover?" with the reader’s page: its opening and its sections', async () => {
    const answer = await ask('What does this page cover?', [], SECTION.intro);
    assert.equal(answer.declined, undefined, answer.text);
    assert.equal(answer.sources[0], SECTION.intro, `sources: ${answer.sources.join(', ')}`);
    assert.match(answer.text, /^> This page takes a chaincode through the Fabric lifecycle/m);
    const outline = [...answer.text.matchAll(/^- \[[^\]]+\]\(([^)]+)\)$/gm)].map((m) => m[1]);
    assert.deepEqual(outline, [SECTION.install, SECTION.approve, SECTION.commit]);
    // Another page, another answer: the page is the reader's, not a page of the same words.
    const other = await ask('Summarize this page', [], SECTION.volumes.split('#')[0]);
    assert.equal(other.sources[0], SECTION.volumes, `sources: ${other.sources.join(', ')}`);
  });

  it('declines "what does this page cover?" asked with no page, rather than quote any section', async () => {
    // A section whose words are the question's: "page" and "cover" (the site has such sections:
    // "the TLS certificate covers both hosts").
    const id = '/docs/ordering/hosts#admin-hosts';
    const section = {
      id,
      path: id,
      title: 'Admin hosts',
      section: 'Ordering nodes',
      content: 'The TLS certificate covers both hosts, and the page of each node lists them.',
    };
    const at = (route: string, body: unknown) =>
      call(server.url, `/v1/collections/docs/indexes/docs/${route}`, { key: docs.writeKey, body });
    assert.equal((await at('insert', [section])).status, 200);
    try {
      const answer = await ask('What does this page cover?');
      assert.deepEqual(answer.declined, { reason: 'no_answering_section' }, answer.text);
      assert.deepEqual(answer.sources, []);
      assert.doesNotMatch(answer.text, /^> /m);
    } finally {
      assert.equal((await at('delete', [id])).status, 200);
    }
  });

  it('answers a question that says "this page" from the page, without the words "this page"', async () => {
    const answer = await ask('Which step of this page commits the definition?', [], SECTION.intro);
    assert.equal(answer.declined, undefined, answer.text);
    assert.equal(answer.sources[0], SECTION.commit, `sources: ${answer.sources.join(', ')}`);
  });

  it('refuses a page_path that is not a site path, naming the field', async () => {
    for (const pagePath of ['docs/intro', '/docs/intro#anchor', '/docs/a b', 'x'.repeat(1001)]) {
      const result = await call<ErrorBody>(server.url, '/v1/collections/docs/answer', {
        key: docs.readKey,
        keyIn: 'query',
        body: { query: 'install chaincode', page_path: pagePath },
      });
      assert.equal(result.status, 400, pagePath);
      assert.match(result.body.error.message, /"page_path"/);
    }
  });

  it('declines a question that shares one word with the docs, and offers the nearest pages', async () => {
    const answer = await ask('Which port does the chaincode metrics exporter listen on?');
    assert.match(answer.text, /could not find anything in the documentation/);
    assert.doesNotMatch(answer.text, /^> /m, 'quotes nothing');
    assert.ok(answer.sources.length > 0, 'the nearest sections are the sources');
    for (const source of answer.sources) assert.ok(answer.text.includes(`](${source})`));
  });

  it('does not take another form of a word the docs hold for an unknown name', async () => {
    // The docs write "PVC"; "PVCs" is the same name.
    const answer = await ask('How do I grow the PVCs of a peer?');
    assert.equal(answer.declined, undefined, answer.text);
    assert.equal(answer.sources[0], SECTION.volumes);
  });

  it('takes a name the docs write only in the plural for a name they hold', async () => {
    // The docs write "CRDs", never "CRD"; the index holds words as written, not their stems.
    const answer = await ask('Does upgrading the operator also upgrade the CRD?');
    assert.equal(answer.declined, undefined, answer.text);
    assert.equal(answer.sources[0], SECTION.upgradeOperator);
  });

  it('declines a name no page holds only when the question asks about it, not when a story names it', async () => {
    const proxy =
      '/bevel-operator-fabric/docs/operations-console/adding-peers#step-1-give-the-peer-a-grpc-web-proxy';
    // The reader says what they used, then asks what the docs answer.
    const told = await ask(
      'I opened the console in Chrome on my laptop. Where do the CPU and memory of the proxy sidecar come from?',
    );
    assert.equal(told.declined, undefined, told.text);
    assert.equal(told.sources[0], proxy);
    // The same name in the sentence that asks is what the question is about.
    const asked = await ask(
      'Where do the CPU and memory of the proxy sidecar come from in Chrome?',
    );
    assert.deepEqual(asked.declined, { reason: 'unknown_name', names: ['chrome'] }, asked.text);
  });

  it('says it declines before the text: ANSWER_DECLINED after the nearest sections', async () => {
    const unnamed = await ask('Which port does the chaincode metrics exporter listen on?');
    assert.deepEqual(unnamed.declined, { reason: 'no_answering_section' });
    const named = await ask('How do I back up the volume of a peer with Velero?');
    assert.deepEqual(named.declined, { reason: 'unknown_name', names: ['velero'] });
    const at = named.order.indexOf('ANSWER_DECLINED');
    assert.equal(named.order[at - 1], 'SEARCH_RESULTS');
    assert.equal(named.order[at + 1], 'ANSWER_RESPONSE');
  });

  it('a planned answer says it declines after the search step, then asks a follow-up', async () => {
    const result = await readSse(server.url, '/v1/collections/docs/planned_answer', {
      key: docs.readKey,
      keyIn: 'query',
      body: { query: 'How do I back up the volume of a peer with Velero?' },
    });
    const order = actionOrder(actionsOf(result.events));
    const at = order.indexOf('ANSWER_DECLINED');
    assert.equal(order[at - 1], 'PERFORM_ORAMA_SEARCH', order.join(', '));
    assert.equal(order[at + 1], 'ASK_FOLLOWUP', order.join(', '));
    assert.ok(!order.includes('GIVE_REPLY'));
  });

  it('declines a question about a name the docs never mention, written in lower case', async () => {
    // No page holds "velero", not even one letter away, and no dictionary has it: a name.
    const answer = await ask('how do i back up the volume of a peer with velero');
    assert.deepEqual(answer.declined, { reason: 'unknown_name', names: ['velero'] }, answer.text);
    assert.doesNotMatch(answer.text, /^> /m, 'quotes nothing');
    assert.ok(answer.text.includes(`](${SECTION.volumes})`), answer.text);
  });

  it('declines a name of several words that the docs never write, though they hold each word', async () => {
    // The docs say "Azure" (a storage class), "key" and "Vault", never "Azure Key Vault".
    const answer = await ask('Can I keep the keys of a peer in Azure Key Vault?');
    assert.deepEqual(
      answer.declined,
      { reason: 'unknown_name', names: ['azure key vault'] },
      answer.text,
    );
    assert.doesNotMatch(answer.text, /^> /m, 'quotes nothing');
    // A name the docs write, in any case and in another form of its words, is no such name; nor
    // are the capitals of a question written in title case, nor a name on its own (in capitals,
    // with capitals inside) next to another that the docs never put beside it.
    for (const question of [
      'Can I keep the keys of a peer in HashiCorp Vault?',
      'What does the Vault Setting of a FabricPeer hold?',
      'Where Do The Vault Settings Of A FabricPeer Go?',
      'How do I grow the FabricPeer PVC of a peer?',
      'Does the Prometheus Operator need a Prometheus ServiceMonitor?',
    ]) {
      const other = await ask(question);
      assert.notEqual(other.declined?.reason, 'unknown_name', `${question}: ${other.text}`);
    }
  });

  it('weighs a short dictionary word that no page holds in what a section must cover', async () => {
    // "fee" is no typo of a docs word: a section on committing to the channel does not answer it.
    const answer = await ask('What fee does a commit to the channel cost?');
    assert.deepEqual(answer.declined, { reason: 'no_answering_section' }, answer.text);
    assert.doesNotMatch(answer.text, /^> /m, 'quotes nothing');
  });

  it('takes neither an English word the docs do not use nor a typo for a name', async () => {
    // "nightly" is in the dictionary; "volme" is one letter from the docs' "volume".
    for (const question of [
      'how do i grow the volume of a peer nightly',
      'how do i grow the volme of a peer',
    ]) {
      const answer = await ask(question);
      assert.notEqual(answer.declined?.reason, 'unknown_name', `${question}: ${answer.text}`);
    }
  });

  it('declines a question about something the docs never name', async () => {
    const answer = await ask('How do I back up the volume of a peer with Velero?');
    assert.match(answer.text, /could not find anything in the documentation/);
    assert.doesNotMatch(answer.text, /^> /m, 'quotes nothing');
    assert.ok(answer.text.includes(`](${SECTION.volumes})`), answer.text);
  });
});

describe("readers' questions (the site's `questions`) are searched, never evidence of the docs' words", () => {
  let server: TestServer;
  let docs: TestCollection;

  before(async () => {
    ({ server, docs } = await startSiteSectionsServer());
    // A reader asks about Velero; the section's own text never names it.
    const inserted = await call(server.url, `/v1/collections/${docs.id}/indexes/docs/insert`, {
      key: docs.writeKey,
      body: [
        {
          ...SITE_SECTIONS.find((section) => section.path === SECTION.volumes)!,
          questions: ['Can I back up the volume of a peer with Velero?'],
        },
      ],
    });
    assert.equal(inserted.status, 200, inserted.text);
  });
  after(() => server.close());

  it('a name only a question holds is still a name no page mentions, and the answer quotes none of it', async () => {
    const result = await readSse(server.url, `/v1/collections/${docs.id}/answer`, {
      key: docs.readKey,
      keyIn: 'query',
      body: { query: 'How do I back up the volume of a peer with Velero?' },
    });
    const actions = actionsOf(result.events);
    const declined = actions.find((action) => action.action === 'ANSWER_DECLINED')?.result;
    assert.deepEqual(JSON.parse(declined ?? 'null'), { reason: 'unknown_name', names: ['velero'] });
    const text = actions
      .filter((action) => action.action === 'ANSWER_RESPONSE')
      .map((action) => action.result)
      .join('');
    assert.doesNotMatch(text, /Velero\?/, 'the question is not quoted');
    // Found by its question, the section is the nearest page offered.
    assert.ok(text.includes(`](${SECTION.volumes})`), text);
  });
});
