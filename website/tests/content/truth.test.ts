import { test } from 'node:test';
import assert from 'node:assert/strict';
import { contentPages } from './docsFiles';
import { codeBlocks, shellLines } from './shellBlocks';

// Guards for two instructions that the truth pass found wrong, so they do not come back:
// (a) waiting for a FabricNetworkConfig to be Running right after a `kubectl patch` of it, and
// (b) plain PEM in `catls.cacert`, a field the controllers base64-decode.

const pages = contentPages();

const networkConfigCreate = /\bkubectl\s+hlf\s+networkconfig\s+create\b/;
const networkConfigPatch = /\bkubectl\s+patch\s+\S*networkconfig/i;
const networkConfigRefresh = /\bkubectl\s+hlf\s+networkconfig\s+refresh\b/;
const secretCheck = /\bkubectl\s+(?:get|wait)\b.*\bsecrets?\b/;
const networkConfigWaitRunning = /\bkubectl\s+wait\b(?=.*networkconfig)(?=.*condition=running)/i;

/**
 * Problems with waits on a network config's Running condition, in one page.
 *
 * The operator's pass that first creates a network config's Secret returns without setting a status, and a pass
 * that failed (for example on the empty `spec.organization` that `networkconfig create` leaves) is not retried.
 * After `networkconfig create` or a `kubectl patch` of a network config, a wait for Running is reliable only when,
 * after the last such command, the page first waits for the Secret and then runs `networkconfig refresh`.
 */
function networkConfigWaitProblems(text: string): string[] {
  const problems: string[] = [];
  let organizationMissing = false;
  let needsRefresh = false;
  let secretSeen = false;
  for (const { command, line } of shellLines(text)) {
    if (networkConfigCreate.test(command)) {
      organizationMissing = true;
      needsRefresh = true;
      secretSeen = false;
    }
    if (networkConfigPatch.test(command)) {
      if (/organization/.test(command)) organizationMissing = false;
      needsRefresh = true;
      secretSeen = false;
    }
    if (needsRefresh && secretCheck.test(command)) secretSeen = true;
    if (needsRefresh && networkConfigRefresh.test(command)) {
      if (secretSeen) needsRefresh = false;
      else
        problems.push(
          `block at line ${line}: networkconfig refresh runs before the Secret is known to exist`,
        );
    }
    if (networkConfigWaitRunning.test(command)) {
      if (organizationMissing) {
        problems.push(
          `block at line ${line}: waits for Running while spec.organization is still empty`,
        );
      } else if (needsRefresh) {
        problems.push(
          `block at line ${line}: waits for Running after a networkconfig create or patch without waiting for the Secret and running networkconfig refresh`,
        );
      }
    }
  }
  return problems;
}

/** Problems with `cacert` values (the CA's TLS certificate, base64-encoded PEM on one line) in one page. */
function caCertProblems(text: string): string[] {
  const problems: string[] = [];
  for (const block of codeBlocks(text)) {
    const lines = block.body.split('\n');
    lines.forEach((current, index) => {
      const where = `block at line ${block.line}`;
      if (/"cacert"\s*:\s*"-----BEGIN/.test(current) || /\bcatls\s*:.*-----BEGIN/.test(current)) {
        problems.push(`${where}: PEM text in catls.cacert`);
        return;
      }
      const key = /^(\s*(?:-\s+)?)cacert\s*:\s*(.*)$/.exec(current);
      if (!key) return;
      const indent = key[1]!.length;
      const value = key[2]!.trim();
      if (value.includes('-----BEGIN')) {
        problems.push(`${where}: PEM text in catls.cacert`);
        return;
      }
      const below: string[] = [];
      for (const next of lines.slice(index + 1)) {
        const nextIndent = next.length - next.trimStart().length;
        const placeholder = /^\s*\$\{?\w+\}?\s*$/.test(next);
        if (next.trim() !== '' && nextIndent <= indent && !placeholder) break;
        below.push(next);
      }
      if (below.some((next) => next.includes('-----BEGIN'))) {
        problems.push(`${where}: PEM text under catls.cacert`);
      } else if (/^[|>]/.test(value)) {
        problems.push(
          `${where}: catls.cacert is a multi-line block; it must be one line of base64`,
        );
      }
    });
  }
  return problems;
}

test('the detectors flag the instructions they guard against', () => {
  const fence = (lang: string, body: string) => '```' + lang + '\n' + body + '\n```\n';
  const create =
    'kubectl hlf networkconfig create --name=org1-cp -o Org1MSP -c demo \\\n  --identities=org1-admin.default --secret=org1-cp\n';
  const patch =
    'kubectl patch fabricnetworkconfigs.hlf.kungfusoftware.es org1-cp -n default --type=merge \\\n  -p \'{"spec":{"organization":"Org1MSP"}}\'\n';
  const wait =
    'kubectl wait --timeout=180s --for=condition=Running fabricnetworkconfigs.hlf.kungfusoftware.es/org1-cp -n default\n';
  const secret =
    'for i in $(seq 1 90); do kubectl get secret org1-cp -n default >/dev/null 2>&1 && break; sleep 2; done\n';
  const refresh = 'kubectl hlf networkconfig refresh --name=org1-cp --namespace=default\n';

  assert.equal(
    networkConfigWaitProblems(fence('bash', create + patch + wait)).length,
    1,
    'patch, then wait',
  );
  assert.equal(
    networkConfigWaitProblems(fence('bash', create + wait)).length,
    1,
    'create, then wait',
  );
  assert.equal(
    networkConfigWaitProblems(
      fence('bash', create + patch) + 'Some prose.\n\n' + fence('bash', wait),
    ).length,
    1,
    'patch and wait in separate blocks',
  );
  assert.notDeepEqual(
    networkConfigWaitProblems(fence('bash', create + patch + refresh + wait)),
    [],
    'refresh too early',
  );
  assert.deepEqual(
    networkConfigWaitProblems(fence('bash', create + patch + secret + refresh + wait)),
    [],
  );
  assert.deepEqual(
    networkConfigWaitProblems(fence('bash', 'kubectl apply -f org1-cp.yaml\n' + wait)),
    [],
  );

  const identity = (catls: string) =>
    fence(
      'yaml',
      `kind: FabricIdentity\nspec:\n  caname: ca\n  catls:\n${catls}  enrollid: admin\n`,
    );
  assert.equal(
    caCertProblems(
      identity(
        '    cacert: |\n      -----BEGIN CERTIFICATE-----\n      MIIB\n      -----END CERTIFICATE-----\n',
      ),
    ).length,
    1,
  );
  assert.equal(
    caCertProblems(identity('    cacert: "-----BEGIN CERTIFICATE-----\\nMIIB"\n')).length,
    1,
  );
  assert.equal(
    caCertProblems(fence('bash', 'cat <<EOF\nspec:\n  catls:\n    cacert: |\n${CA_PEM}\nEOF'))
      .length,
    1,
  );
  assert.deepEqual(
    caCertProblems(identity('    cacert: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCg==\n')),
    [],
  );
  assert.deepEqual(caCertProblems(identity('    cacert: ${CA_TLS_B64}\n')), []);
  assert.deepEqual(
    caCertProblems(
      fence(
        'yaml',
        'orderers:\n  - url: grpcs://o:443\n    certificate: |\n      -----BEGIN CERTIFICATE-----\n',
      ),
    ),
    [],
    'other certificate fields take PEM',
  );
});

test('no page waits for a network config to be Running right after patching it', () => {
  const found = pages.flatMap((page) =>
    networkConfigWaitProblems(page.text).map((problem) => `${page.file}: ${problem}`),
  );
  assert.deepEqual(found, []);
});

test('no page or post puts PEM text into catls.cacert', () => {
  const found = pages.flatMap((page) =>
    caCertProblems(page.text).map((problem) => `${page.file}: ${problem}`),
  );
  assert.deepEqual(found, []);
});
