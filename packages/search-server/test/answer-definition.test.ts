import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { definesSubject, definitionSubject } from '../src/answer/definition.js';

describe('where the docs say what something is', () => {
  it('reads what a "what is" question asks about, without its framing words', () => {
    assert.deepEqual(
      definitionSubject('What is a FabricPeer?'),
      definitionSubject('What are FabricPeer resources?'),
    );
    assert.equal(definitionSubject('What is a FabricPeer?')?.length, 1);
    assert.equal(definitionSubject('What is the Fabric Operations Console?')?.length, 3);
    assert.equal(definitionSubject('What is the Operator API used for?')?.length, 2);
    // The reader's pointing is no part of the name.
    assert.deepEqual(definitionSubject('what is this Gateway API thing?'), ['gatewai', 'api']);
    assert.deepEqual(definitionSubject('What is the Gateway API?'), ['gatewai', 'api']);
    // "What's" is how a newcomer asks it, with either apostrophe or none.
    for (const question of [
      "what's a package ID?",
      'what’s a package ID?',
      'whats a package ID?',
    ]) {
      assert.deepEqual(definitionSubject(question), ['packag', 'id'], question);
    }
    assert.deepEqual(definitionSubject("what's the Gateway API?"), ['gatewai', 'api']);
    // Chat that opens with "what's" asks no definition.
    for (const question of [
      "what's wrong with my peer?",
      "what's next?",
      'whats the default port',
    ]) {
      assert.equal(definitionSubject(question), undefined, question);
    }
    // An "'s" inside the subject stays in it.
    assert.deepEqual(definitionSubject("what is Let's Encrypt?"), ['let', 's', 'encrypt']);
    // A clause after the name is no part of it either: too long a subject to find said.
    assert.equal(definitionSubject('What is the operator that manages peers?'), undefined);
    // Not a question of what something is, or one whose subject is too long to find said.
    assert.equal(definitionSubject('How do I create a FabricPeer?'), undefined);
    assert.equal(
      definitionSubject('What is the default port of the peer when TLS is on?'),
      undefined,
    );
  });

  it('finds a sentence that presents the subject, not one that says something of it', () => {
    const identity = definitionSubject('What is a FabricIdentity?')!;
    assert.ok(
      definesSubject(
        'A FabricIdentity is a Fabric user described as a Kubernetes resource.',
        identity,
      ),
    );
    assert.ok(
      definesSubject(
        'The FabricIdentity (short name fabricidentity) is the resource that enrolls a user.',
        identity,
      ),
    );
    assert.ok(
      !definesSubject(
        'FabricIdentity is namespaced (API hlf.kungfusoftware.es/v1alpha1).',
        identity,
      ),
    );
    assert.ok(!definesSubject('A FabricIdentity is renewed before it expires.', identity));
    assert.ok(!definesSubject('Create a FabricIdentity is not what this step does.', identity));
    assert.ok(!definesSubject('The certificate of a FabricIdentity is a PEM file.', identity));
  });

  it('finds the subject qualified by a name, as the docs present the operator', () => {
    const operator = definitionSubject('What does the operator do?')!;
    assert.ok(
      definesSubject('The HLF Operator is a Kubernetes operator for Hyperledger Fabric.', operator),
    );
    assert.ok(definesSubject('HLF Operator is a Kubernetes operator.', operator));
    // A plain word before the subject says something of it rather than naming it.
    assert.ok(!definesSubject('The new operator is a drop-in replacement.', operator));
    // The Operator UI is another thing, and so is the Prometheus Operator: only a short name
    // with capitals inside (HLF) qualifies the subject.
    assert.ok(!definesSubject('The Operator UI is a web application.', operator));
    assert.ok(!definesSubject('The Prometheus Operator is a monitoring stack.', operator));
  });

  it('finds the row of a table whose first cell names the subject and another presents it', () => {
    const peer = definitionSubject('What is a FabricPeer?')!;
    assert.ok(
      definesSubject(
        'FabricPeer peer | Namespaced | A peer node, using LevelDB or CouchDB as its state database.',
        peer,
      ),
    );
    // Rows of tables of settings name the kind too, with values and fields beside it.
    assert.ok(
      !definesSubject(
        'FabricPeer | spec.credentialStore: vault | spec.secret.enrollment.tls.vault (TLS)',
        peer,
      ),
    );
    assert.ok(
      !definesSubject(
        'FabricPeer spec.storage.peer | org1-peer0 | /var/hyperledger in peer | always',
        peer,
      ),
    );
    assert.ok(
      !definesSubject('FabricOrdererNode | Namespaced | A single ordering service node.', peer),
    );
  });
});
