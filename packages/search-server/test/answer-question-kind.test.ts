import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  asksWhetherOrWhy,
  isDefinitionQuestion,
  namesSymptom,
} from '../src/answer/question-kind.js';
import { readPageQuestion } from '../src/answer/page-question.js';
import { withoutMarkup } from '../src/answer/pasted-markup.js';
import { idiomWords, withDocsWords } from '../src/answer/reader-phrases.js';
import { analyseQuestion } from '../src/answer/conversation.js';

describe('the kind of answer a question wants', () => {
  it('knows a short "what is" question asks for a presentation, a long one for a detail', () => {
    for (const question of [
      'What is a FabricIdentity?',
      'What is the Fabric Operations Console?',
      'What does the operator UI actually do?',
      'what are follower channels',
      'Explain the chaincode lifecycle',
    ]) {
      assert.ok(isDefinitionQuestion(question), question);
    }
    for (const question of [
      'What is the default port of the peer when TLS is on?',
      'What is the renewal threshold for automatic renewal?',
      'How do I install chaincode?',
      'What should I note down before I start?',
    ]) {
      assert.ok(!isDefinitionQuestion(question), question);
    }
  });

  it('tells a symptom from a goal, in questions and in headings', () => {
    assert.ok(namesSymptom('The orderers stopped cutting blocks'));
    assert.ok(namesSymptom('krew says plugin hlf does not exist'));
    assert.ok(namesSymptom('joining a channel from the console fails'));
    assert.ok(!namesSymptom('How do I join a channel from the console?'));
    assert.ok(namesSymptom('Invoke fails although everything is running'));
    assert.ok(!namesSymptom('Step 4: Approve the definition'));
    // What goes on when it should have stopped, or never comes.
    assert.ok(namesSymptom('The user can still query chaincode though'));
    assert.ok(namesSymptom("I added a peer an hour ago and it's still not in the secret"));
    assert.ok(namesSymptom('nobody gets the Keycloak login anymore'));
    assert.ok(namesSymptom('The channel never shows up in the console'));
    assert.ok(namesSymptom('the pod shows 1/2 ready and rollout status times out'));
    assert.ok(!namesSymptom('Can I still build chaincode from source?'));
  });

  it('knows a question of whether or why from one of how, by its last clause', () => {
    for (const question of [
      'Why does the Operations Console need an extra proxy container in front of every peer?',
      'Can I just flip stateDb from leveldb to couchdb on a running peer?',
      'Does the hlf-cc-dev server have any authentication?',
      // The story comes first; the question is the last clause.
      'I revoked user1 and it printed "revoked". The user can still query though; don\'t the peers check with the CA?',
      'The tutorial says five orderers. Why?',
    ]) {
      assert.ok(asksWhetherOrWhy(question), question);
    }
    for (const question of [
      'How do I revoke a user?',
      'What host should I write into connection.json?',
      // A story that ends in a how-to question asks how.
      'Why it happened I do not know. How do I add another orderer to my channel?',
      'Canary releases of chaincode: how?',
    ]) {
      assert.ok(!asksWhetherOrWhy(question), question);
    }
  });
});

describe("the docs' words for a reader's phrases", () => {
  it('adds the word the docs use, and keeps the reader’s', () => {
    assert.equal(withDocsWords('how do I get rid of it?'), 'how do I get rid of it? delete');
    assert.equal(
      withDocsWords('how do I switch it on with helm?'),
      'how do I switch it on with helm? enable',
    );
    assert.match(withDocsWords('How do I disable it again?'), /turn off$/);
    assert.match(withDocsWords('what if the new version breaks something?'), /roll back$/);
    assert.match(withDocsWords('can I export every CA in one go?'), /bulk all$/);
    assert.match(
      withDocsWords('How can I make sure only the peer pod can reach my external CouchDB?'),
      /restrict access$/,
    );
    assert.match(withDocsWords('Where can I view the peer logs?'), /read logs$/);
    // The console's troubleshooting says "After logging in ...": a reader signs in.
    assert.match(withDocsWords('Signing into the console sends me back'), /login$/);
    assert.match(withDocsWords('the sign-in screen comes back'), /login$/);
    // A deletion that never ends: the troubleshooting sections call it Terminating.
    assert.match(withDocsWords("my FabricPeers won't finish deleting"), /terminating$/);
    assert.match(withDocsWords('kubectl delete on it just sits there'), /terminating$/);
    assert.match(withDocsWords('the CA is stuck deleting'), /terminating$/);
    // Readers count pods where the docs set replicas, and get a CA "into" the console they import it to.
    assert.match(withDocsWords('Can I run my chaincode with three pods?'), /replicas$/);
    assert.match(withDocsWords('How do I get org1-ca into the console?'), /add import$/);
    // Staying on a release is pinning it.
    assert.match(withDocsWords('What if I must stay on v1.13.1?'), /pin release$/);
    assert.match(withDocsWords('Can I keep the plugin at version 1.13?'), /pin release$/);
    // "certs" is no stem of "certificates", which the docs write out.
    assert.match(withDocsWords('How do I get alerted before node certs expire?'), /certificates$/);
    // An action done again is the docs' "re" form of it, for each verb of a list.
    assert.match(
      withDocsWords('Every time I change the code, do I package, install and approve again?'),
      /repackage reinstall$/,
    );
    assert.doesNotMatch(withDocsWords('I installed it. Why does it fail again?'), /reinstall/);
    // What happens on its own is automatic.
    assert.match(
      withDocsWords('Does the operator renew peer certificates on its own?'),
      /automatic automatically$/,
    );
    assert.match(withDocsWords('Do the peers find out by themselves?'), /automatic automatically$/);
    // A web page to look at the network is a UI; the docs' dashboards are Grafana's.
    assert.match(withDocsWords('is there a web dashboard for my network?'), /ui$/);
    assert.doesNotMatch(withDocsWords('Is there a Grafana dashboard for peers?'), /ui$/);
    // Kicking an organization out is removing it, and "kick" is no word a section must hold.
    assert.match(withDocsWords('kick an org out of my channel'), /remove organization$/);
    assert.ok(idiomWords('kick an org out of my channel').has('kick'));
    // Outside its phrase a word of an idiom is the reader's word: an error is thrown.
    assert.ok(!idiomWords('Why does my chaincode throw an error?').has('throw'));
    assert.doesNotMatch(withDocsWords('my web app connects to the gateway'), /ui$/);
    assert.doesNotMatch(withDocsWords('Where is the Grafana web dashboard?'), /ui$/);
    // Backing up is a backup; coming back up is no backup.
    assert.match(withDocsWords('what do I need to back up?'), /backup$/);
    assert.match(withDocsWords('How do I back it up?'), /backup$/);
    for (const running of [
      'the peer never comes back up after a restart',
      'Is the peer back up yet?',
      'How do I scale the peer back up?',
      'how do I bring the orderer back up',
      'I need to get it back up and running',
    ]) {
      assert.doesNotMatch(withDocsWords(running), /backup/, running);
    }
    // Getting off the deprecated builder is migrating away from it.
    assert.match(withDocsWords('How do I get off the deprecated k8s builder?'), /migrate$/);
    assert.match(withDocsWords('how do I move off it later?'), /migrate$/);
    // Switching off is disabling, and off-chain data is no migration.
    assert.doesNotMatch(withDocsWords('How do I switch off metrics?'), /migrate/);
    assert.doesNotMatch(withDocsWords('can I move off-chain data into CouchDB?'), /migrate/);
    // An org is an organization, and two of them are "more than one" in the docs' headings.
    assert.match(
      withDocsWords('what if both orgs have to sign?'),
      /organization more than one organization$/,
    );
    assert.match(withDocsWords('How do I add an org to the channel?'), /organization$/);
    assert.doesNotMatch(withDocsWords('How do I enroll a user in org1?'), /organization/);
    // Readers give a peer more disk; the docs grow its storage.
    assert.match(withDocsWords('How do I give my peer more disk?'), /storage$/);
    // Peers that get onto a channel join it.
    assert.match(withDocsWords('how do their peers actually get onto it?'), /join$/);
    assert.match(withDocsWords('Bringing the new peers onto the channel?'), /join$/);
    // One thing, two names that stem apart: each searches the other.
    assert.match(
      withDocsWords('Can I restore an orderer from a copy of its volume?'),
      /ordering node$/,
    );
    assert.match(withDocsWords('How do I add another ordering node?'), /orderer$/);
  });

  it('leaves a question without such a phrase as it is', () => {
    // None of these is the reader's phrase a rule stands for: each would search the wrong words.
    for (const question of [
      'How do I grow the volume of a peer?',
      'Which port does the peer listen on?', // "on" alone is not "switch on": the peer runs on a node
      'Does the plugin only run on Linux?', // "only" that restricts nothing the reader reaches
      // Checking something else that a log line then shows is not reading logs.
      'How do I check that the peer writes a log line for each block?',
      'Why does my peer pod restart?', // one pod is no count of copies
      'Does the peer stay on the same node after a restart?', // a node, not a release
      'How do I keep the peer at 3 replicas?', // a count, not a version
      'What if I have more pods than nodes?', // no number of pods wanted
      'I see two pods for my peer, why?',
      'How do I get a shell into the peer container?', // into a container, not a console
      'How do I configure cert-manager?', // another word than "cert"
      'Can I put the peer onto tainted nodes?', // placed on nodes, not joined
      'How do I get the CA certificate onto my laptop?',
      'I got it working. Onto the next step: how do I add a peer?',
      'Who signs on behalf of the organization?', // a Fabric identity signs
      'I deleted the pod and now my invoke hangs', // the invoke hangs, not the deletion
    ]) {
      assert.equal(withDocsWords(question), question);
    }
    // A deletion that ends is not one stuck in Terminating.
    assert.doesNotMatch(
      withDocsWords('How long does deleting a peer take, and does it finish on its own?'),
      /terminating/,
    );
    // Getting something out is no import.
    assert.doesNotMatch(withDocsWords('How do I get the logs out of the peer?'), /import/);
  });
});

describe('undoing what was asked', () => {
  const asked = (text: string) => ({ role: 'user' as const, content: text });

  it('undoes the action the reader asked for before: what was turned on is turned off', () => {
    // "How do I undo that?" was always the operator's Helm rollback.
    const own = analyseQuestion('How do I undo that?', [
      asked('How do I turn on the ServiceMonitor for the operator?'),
      { role: 'assistant', content: 'From the documentation: ...' },
    ]).own;
    assert.ok(own.includes('disable') && own.includes('servicemonitor'), own.join(' '));
    assert.ok(!own.includes('roll') && !own.includes('undo'), own.join(' '));
    const removed = analyseQuestion('and how do I undo that?', [asked('How do I add a peer?')]).own;
    assert.ok(removed.includes('remove') && removed.includes('peer'), removed.join(' '));
  });

  it('undoes the action the question names itself, and rolls back when none is named', () => {
    const upgrade = analyseQuestion('How do I undo an operator upgrade?', []).own;
    assert.ok(upgrade.includes('roll') && upgrade.includes('operator'), upgrade.join(' '));
    const nothing = analyseQuestion('How do I undo it?', [asked('What is a FabricPeer?')]).own;
    assert.ok(nothing.includes('roll'), nothing.join(' '));
  });
});

describe('the words a follow-up borrows', () => {
  it("borrows the earlier question's words in the docs' words too", () => {
    // "a web page" of the question before is the docs' UI: the follow-up's topic.
    const query = analyseQuestion('what do I have to set up for that?', [
      { role: 'user', content: "Can I browse a channel's blocks in a web page?" },
      { role: 'assistant', content: 'From the documentation: ...' },
    ]);
    assert.ok(query.followUp);
    assert.ok(query.context.has('ui'), [...query.context.keys()].join(' '));
    // ...and without the reader's idiom, which no section holds.
    const rid = analyseQuestion('and the CA too?', [
      { role: 'user', content: 'How do I get rid of a peer?' },
    ]);
    assert.ok(
      rid.context.has('delete') && !rid.context.has('rid'),
      [...rid.context.keys()].join(' '),
    );
  });
});

describe('a long question', () => {
  it('searches at most 32 of its terms, the first, as a search does: each costs a pass over the vocabulary', () => {
    const words = Array.from({ length: 300 }, (_, index) => `w${index.toString(36)}x`);
    const query = analyseQuestion(words.join(' '), [
      { role: 'user', content: words.slice(100).join(' ') },
    ]);
    assert.deepEqual(query.own, words.slice(0, 32));
    assert.ok(query.context.size <= 32, `${query.context.size} borrowed terms`);
  });
});

describe('the words of asking', () => {
  it('searches what a reader wants to see, not "see": a heading "See what ..." is not about it', () => {
    // "How do I see the logs of a peer?" was answered by "See what your operator runs with".
    assert.deepEqual(analyseQuestion('How do I see the logs of a peer?', []).own, [
      'logs',
      'peer',
      'read',
    ]);
    assert.deepEqual(analyseQuestion('Please show me the CA settings', []).own, ['ca', 'settings']);
  });

  it('drops the adverbs that fill a sentence: rare in the docs, they weighed like a topic', () => {
    // "actually" weighed more than "version" in "which version of it I actually have".
    assert.deepEqual(analyseQuestion('Which version do I actually have?', []).own, [
      'version',
      'installed',
    ]);
    assert.deepEqual(analyseQuestion('Can I just restart the peer?', []).own, ['restart', 'peer']);
  });

  it('drops "another", a determiner like "other", and keeps "down", which is a state', () => {
    // Rare in the docs, "another" weighed more than "orderer" in "add another orderer" and chose a
    // section that says it.
    assert.deepEqual(analyseQuestion('How do I add another peer to my channel?', []).own, [
      'add',
      'peer',
      'channel',
    ]);
    // "the operator is down" is what the docs index's section on an operator outage is called.
    assert.ok(analyseQuestion('What happens while the operator is down?', []).own.includes('down'));
  });

  it('drops the halves of a contraction that the search keeps ("doesn" of "doesn\'t")', () => {
    // Rare in the docs, "doesn" weighed more than "storage" and chose the sections that say it.
    assert.deepEqual(
      analyseQuestion("What if the storage class doesn't support resizing? It won't grow.", []).own,
      ['storage', 'class', 'support', 'resizing', 'grow'],
    );
  });
});

describe('the reader’s idioms', () => {
  it('searches for the docs’ word in place of an idiom the docs never use', () => {
    // "rid" is rare in the docs, so a section had to hold it to answer "get rid of it".
    const own = analyseQuestion('How do I get rid of the network config?', []).own;
    assert.ok(own.includes('delete'), own.join(','));
    assert.ok(!own.includes('rid'), own.join(','));
    const tls = analyseQuestion('Is the traffic to the chaincode encrypted?', []).own;
    assert.deepEqual(tls, ['traffic', 'chaincode', 'tls']);
  });

  it('keeps a reader’s word that the docs use as well, beside the docs’ word', () => {
    const own = analyseQuestion('How do I remove a peer?', []).own;
    assert.ok(own.includes('remove') && own.includes('delete'), own.join(','));
  });
});

describe('HTML pasted with a question', () => {
  it('drops tags with attributes, HTML elements and scripts with their code', () => {
    const words = (text: string) => withoutMarkup(text).split(/\s+/).filter(Boolean).join(' ');
    assert.equal(
      words('<img src=x onerror=alert(1)> how do I create a channel?'),
      'how do I create a channel?',
    );
    assert.equal(
      words('<b>why</b> does <span class="x">the peer</span> restart?'),
      'why does the peer restart?',
    );
    assert.equal(words('<script>fetch("/x")</script>join a channel'), 'join a channel');
    assert.equal(words('<my-widget data-id="3">enroll</my-widget>'), 'enroll');
  });

  it('keeps the placeholders the docs write in angle brackets', () => {
    const question = 'What is <peer pod>-cc-<package label> and the image <tag>?';
    assert.equal(withoutMarkup(question), question);
  });
});

describe('a question about the page the reader is on', () => {
  it('asks for the whole page when it says nothing but "this page"', () => {
    for (const question of [
      'What does this page cover?',
      'what is this page about',
      'Summarize this page please',
      'Can you give me an overview of the current guide?',
    ]) {
      assert.equal(readPageQuestion(question)?.wholePage, true, question);
    }
  });

  it('keeps the words of a question on the page, without the pointing words', () => {
    assert.deepEqual(readPageQuestion('Which command on this page grows the volume?'), {
      question: 'Which command on grows the volume?',
      wholePage: false,
    });
    // Without "this page", a question is not about the page, whatever it asks.
    assert.equal(readPageQuestion('What does the peer chart cover?'), undefined);
  });
});
