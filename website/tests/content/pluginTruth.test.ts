import { test } from 'node:test';
import assert from 'node:assert/strict';
import { contentPages } from './docsFiles';
import { escapeRegExp } from '../../src/search/highlight';
import { shellLines } from './shellBlocks';

// Guards for six instructions that tracing the plugin and the controllers through their v1.14.0 source found
// wrong, so they do not come back:
// (a) revoking with `kubectl hlf ca revoke`, which never enrolls its admin and so cannot revoke anything;
// (b) redirecting `kubectl hlf channel inspect` to a file without quieting the Fabric SDK: the SDK's own logger writes
//     its warnings (about `channels.orderer`) to standard output, where they make the file unreadable for jq and
//     `ordnode join`. Up to v1.14.0 the plugin silences it only as a side effect of building its `chaincode invoke`
//     command (`logging.Initialize` with a logger that prints nothing), so the pages keep the variable as a guard;
// (c) waiting for a node's rollout right after a `kubectl patch` of it: its Running condition stays true from
//     earlier passes, and the operator changes the Deployment only a few seconds later, so both waits return at
//     once on the old pod;
// (d) waiting for a chaincode's Deployment right after `externalchaincode sync`: the plugin only writes the
//     FabricChaincode, the operator creates the Deployment a moment later, and `kubectl wait` on an object that does
//     not exist yet exits at once with NotFound;
// (e) waiting with a loop that has no bound (`until ...; do sleep; done`, `while true`): when the operator has nothing
//     to change (a patch with values the resource already has, a proxy enabled on another page), the condition never
//     comes and the reader's shell hangs. A bounded `for i in $(seq 1 N)` loop that breaks gives up and lets the page
//     say what to read next. (`while read` reads lines and ends with its input.);
// (f) leaving a file world-readable that holds a private key or a CA's registrar password: `kubectl hlf ca enroll` and
//     `kubectl hlf inspect` write their `--output` with mode 0644 up to v1.14.0, so the page restricts it with
//     `chmod 600` after writing it.

const caRevoke = /\bkubectl\s+hlf\s+ca\s+revoke\b/;
const inspectToFile = /\bkubectl\s+hlf\s+channel\s+inspect\b[^|]*>\s*\S/;
const quietSdk = /\bFABRIC_SDK_CLIENT_LOGGING_LEVEL=(error|fatal|panic)\b/i;
const nodePatch =
  /\bkubectl\s+patch\s+(fabricpeers|fabricorderernodes|fabriccas)\b|\bkubectl\s+hlf\s+(peer|ordnode)\s+update\b/i;
/** Commands after which a wait concerns something else: a new node, a deleted pod, the operator's own Deployment. */
const otherChange =
  /\bkubectl\s+(hlf\s+(peer|ordnode|ca)\s+create|apply|create|delete\s+pods?|set\s+image)\b|\bhelm\s+(install|upgrade|rollback)\b/;
/** A loop on the Deployment's generation: on one line, or the test line of a loop written over several. */
const generationWait =
  /\b(until|for)\b.*\bmetadata\.generation\b|\bmetadata\.generation\b.*&&\s*break\b/;
const chaincodeSync = /\bkubectl\s+hlf\s+externalchaincode\s+sync\b/;
const deploymentExists = /\bkubectl\s+get\s+deployment\b.*&&\s*break\b/;
const deploymentWait = /\bkubectl\s+(wait\b.*\bdeployment\/|rollout\s+status\s+deployment\/)/;
const unboundedLoop = /^(until\b|while\b(?!\s+(IFS=\S*\s+)?read\b))/;
const nodeRolloutWait =
  /\bkubectl\s+rollout\s+status\b|\bkubectl\s+wait\b(?=.*condition=running)(?=.*(fabricpeers|fabricorderernodes|fabriccas))/i;

const keyFileOutput =
  /\bkubectl\s+hlf\s+(?:ca\s+enroll|inspect)\b.*?(?:--output[= ]|\s-o\s+(?=\S+\.ya?ml\b))(\S+)/;

type ShellLine = ReturnType<typeof shellLines>[number];

/** Rule (f): the files written with secrets in them that no later command of the page restricts. */
function unprotectedKeyFiles(lines: readonly ShellLine[]): string[] {
  return lines.flatMap(({ command, line }, index) => {
    const file = keyFileOutput.exec(command)?.[1];
    if (!file) return [];
    const restricts = new RegExp(`\\bchmod\\s+0?600\\b.*(?:^|\\s)${escapeRegExp(file)}(?:\\s|$)`);
    return lines.slice(index + 1).some((later) => restricts.test(later.command))
      ? []
      : [
          `block at line ${line}: ${file} holds a key or a password and is left at mode 0644 (chmod 600 it)`,
        ];
  });
}

/** What a page's shell commands do wrong, by the rules above. */
function pluginProblems(text: string): string[] {
  const problems: string[] = [];
  let patchedNode = false;
  let syncedChaincode = false;
  const lines = shellLines(text);
  for (const { command, line } of lines) {
    if (chaincodeSync.test(command)) syncedChaincode = true;
    else if (deploymentExists.test(command)) syncedChaincode = false;
    else if (syncedChaincode && deploymentWait.test(command)) {
      problems.push(
        `block at line ${line}: waits for the chaincode Deployment before the operator has created it`,
      );
      syncedChaincode = false;
    }
    if (unboundedLoop.test(command)) {
      problems.push(
        `block at line ${line}: a wait loop without a bound (use for i in $(seq 1 N) ... && break)`,
      );
    }
    if (caRevoke.test(command)) {
      problems.push(`block at line ${line}: runs kubectl hlf ca revoke, which cannot revoke`);
    }
    if (inspectToFile.test(command) && !quietSdk.test(command)) {
      problems.push(
        `block at line ${line}: channel inspect into a file without FABRIC_SDK_CLIENT_LOGGING_LEVEL=error`,
      );
    }
    if (nodePatch.test(command)) patchedNode = true;
    else if (otherChange.test(command) || generationWait.test(command)) patchedNode = false;
    else if (patchedNode && nodeRolloutWait.test(command)) {
      problems.push(
        `block at line ${line}: waits for a node right after patching it, before its Deployment has changed`,
      );
      patchedNode = false;
    }
  }
  return [...problems, ...unprotectedKeyFiles(lines)];
}

test('the detectors flag the instructions they guard against', () => {
  const fence = (body: string) => '```bash\n' + body + '\n```\n';
  const patch =
    'kubectl patch fabricpeers.hlf.kungfusoftware.es org1-peer0 -n default --type=merge --patch-file env.yaml\n';
  const generation =
    'until [ "$(kubectl get deployment org1-peer0 -n default -o jsonpath=\'{.metadata.generation}\')" != "$GEN" ]; do sleep 2; done\n';
  const rollout = 'kubectl rollout status deployment/org1-peer0 -n default --timeout=180s\n';
  const waitRunning =
    'kubectl wait --timeout=180s --for=condition=Running fabricpeers.hlf.kungfusoftware.es --all\n';
  const inspect =
    'kubectl hlf channel inspect --channel=demo --config=org1.yaml \\\n  --user=org1-admin-default --peer=org1-peer0.default > demo.json\n';

  assert.equal(pluginProblems(fence(patch + waitRunning)).length, 1, 'patch, then wait');
  assert.equal(pluginProblems(fence(patch + rollout)).length, 1, 'patch, then rollout');
  assert.equal(
    pluginProblems(fence(patch) + 'Prose.\n\n' + fence(rollout)).length,
    1,
    'patch and rollout in separate blocks',
  );
  assert.deepEqual(
    pluginProblems(fence(patch + generation + rollout)),
    ['block at line 1: a wait loop without a bound (use for i in $(seq 1 N) ... && break)'],
    'an until loop on the generation waits for the Deployment but has no bound',
  );
  assert.equal(pluginProblems(fence('while true; do kubectl get pods; sleep 5; done')).length, 1);
  assert.deepEqual(
    pluginProblems(
      fence('kubectl get fabricpeers -o name | while read -r peer; do echo "$peer"; done'),
    ),
    [],
    'a pipe into while read is not a wait',
  );
  assert.deepEqual(
    pluginProblems(fence('while IFS= read -r crl; do echo "$crl"; done < crls.txt')),
    [],
  );
  const boundedGeneration =
    'for i in $(seq 1 90); do [ "$(kubectl get deployment org1-peer0 -n default -o jsonpath=\'{.metadata.generation}\')" != "$GEN" ] && break; sleep 2; done\n';
  assert.deepEqual(
    pluginProblems(fence(patch + boundedGeneration + rollout)),
    [],
    'a bounded loop on the generation',
  );
  const multiLineGeneration =
    'for i in $(seq 1 90); do\n  [ "$(kubectl get deployment org1-peer0 -n default -o jsonpath=\'{.metadata.generation}\')" != "$GEN" ] && break\n  sleep 2\ndone\n';
  assert.deepEqual(
    pluginProblems(fence(patch + multiLineGeneration + rollout)),
    [],
    'a bounded loop on the generation over several lines',
  );
  assert.equal(
    pluginProblems(
      fence(
        patch +
          "GEN=$(kubectl get deployment org1-peer0 -n default -o jsonpath='{.metadata.generation}')\n" +
          rollout,
      ),
    ).length,
    1,
    'reading the generation is not waiting for it',
  );
  assert.deepEqual(
    pluginProblems(fence('kubectl apply -f org1-peer0.yaml\n' + waitRunning)),
    [],
    'a wait after creating the node',
  );
  assert.equal(
    pluginProblems(
      fence(
        'kubectl hlf peer update --name=org1-peer0 --namespace=default --host-aliases=x\n' +
          rollout,
      ),
    ).length,
    1,
    'plugin update, then rollout',
  );
  assert.deepEqual(
    pluginProblems(
      fence(patch + 'kubectl delete pod -n default -l release=org1-peer0\n' + rollout),
    ),
    [],
    'a rollout after deleting the pod',
  );
  const sync =
    'kubectl hlf externalchaincode sync --image=x --name=asset --namespace=default --package-id=$PACKAGE_ID\n';
  const waitAvailable =
    'kubectl wait --timeout=180s --for=condition=Available deployment/asset -n default\n';
  const exists =
    'for i in $(seq 1 60); do kubectl get deployment asset -n default >/dev/null 2>&1 && break; sleep 2; done\n';
  assert.equal(pluginProblems(fence(sync + waitAvailable)).length, 1, 'sync, then wait');
  assert.deepEqual(pluginProblems(fence(sync + exists + waitAvailable)), []);
  assert.equal(
    pluginProblems(fence(sync + 'kubectl rollout status deployment/asset -n default\n')).length,
    1,
    'sync, then rollout',
  );
  const enroll =
    'kubectl hlf ca enroll --name=org1-ca --namespace=default --user=u --secret=p --mspid=Org1MSP --ca-name=ca --output=u.yaml\n';
  assert.equal(pluginProblems(fence(enroll)).length, 1, 'an enrolled key file left readable');
  assert.deepEqual(pluginProblems(fence(enroll + 'chmod 600 u.yaml\n')), []);
  assert.deepEqual(
    pluginProblems(fence(enroll) + 'Prose.\n\n' + fence('chmod 600 other.yaml u.yaml\n')),
    [],
    'restricted in a later block',
  );
  assert.equal(
    pluginProblems(fence(enroll + 'chmod 600 u.yaml.bak\n')).length,
    1,
    'another file restricted',
  );
  assert.equal(
    pluginProblems(fence('kubectl hlf inspect --output org1-inspect.yaml -o Org1MSP\n')).length,
    1,
    'an inspected profile left readable',
  );
  assert.deepEqual(pluginProblems(fence('kubectl hlf inspect -o Org1MSP | head\n')), []);
  assert.equal(pluginProblems(fence(inspect)).length, 1, 'inspect into a file');
  assert.deepEqual(pluginProblems(fence('FABRIC_SDK_CLIENT_LOGGING_LEVEL=error ' + inspect)), []);
  assert.deepEqual(
    pluginProblems(fence('kubectl hlf channel inspect --channel=demo --config=org1.yaml | jq .')),
    [],
    'inspect into a pipe is not a file',
  );
  assert.equal(
    pluginProblems(fence('kubectl hlf ca revoke --name=org1-ca --rev-name=user1')).length,
    1,
  );
  assert.deepEqual(
    pluginProblems('The plugin also has `kubectl hlf ca revoke`, which fails.\n'),
    [],
    'prose that names the command',
  );
});

test('no page runs kubectl hlf ca revoke, redirects channel inspect unquieted, waits on a node right after patching it, on a chaincode Deployment before it exists, or in a loop without a bound', () => {
  const found = contentPages().flatMap((page) =>
    pluginProblems(page.text).map((problem) => `${page.file}: ${problem}`),
  );
  assert.deepEqual(found, []);
});
