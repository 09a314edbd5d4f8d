import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aboutOtherComponents, componentsNamed } from '../src/answer/component-match.js';

describe('which components of a network a question and a section are about', () => {
  it('reads the components a text names, in their usual forms', () => {
    assert.deepEqual([...componentsNamed('Install the chaincode on the peers of Org1')].sort(), [
      'chaincode',
      'peer',
    ]);
    assert.deepEqual(
      [...componentsNamed('Three ordering nodes and their consenters')],
      ['orderer'],
    );
    assert.deepEqual([...componentsNamed('Restore a lost CA')], ['ca']);
    assert.deepEqual([...componentsNamed('The certificate authority of Org1')], ['ca']);
    // "ca" in lower case is a word part or a path, not the CA.
    assert.deepEqual([...componentsNamed('cat /etc/ca/cacert.pem and call it')], []);
  });

  it('finds a section about other components only when both name some and share none', () => {
    const chaincode = componentsNamed('Why was my chaincode Deployment scaled back?');
    assert.equal(
      aboutOtherComponents(chaincode, 'Change CPU and memory of peers Scale a peer'),
      true,
    );
    assert.equal(
      aboutOtherComponents(chaincode, 'Chaincode as a service Restart, scale and remove'),
      false,
    );
    // A section that names no component (Istio's troubleshooting) is not about another one.
    assert.equal(aboutOtherComponents(chaincode, 'Istio Troubleshooting'), false);
    // A question that names none prefers nothing.
    assert.equal(
      aboutOtherComponents(componentsNamed('How do I install Istio?'), 'Create the peer'),
      false,
    );
  });
});
