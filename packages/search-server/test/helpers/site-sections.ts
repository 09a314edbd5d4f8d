import assert from 'node:assert/strict';
import { call } from './http.js';
import { createCollection } from './fixtures.js';
import type { TestCollection } from './fixtures.js';
import { startTestServer } from './server.js';
import type { TestServer } from './server.js';

/**
 * Sections shaped like the site's entries for services (website/build/search-entries.json.gz):
 * a page's introduction has a path without anchor and the page title as heading, its sections an
 * anchor each; blog posts have the category `blog`. Small, but with the traps of the real site: a
 * page that repeats a heading of another ("Install the chaincode"), an introduction that names
 * every step of its page, a release post that speaks of the same lifecycle, a section on installing
 * another operator whose body speaks of installing operators more than the one that answers,
 * a kind presented only in a row of a table while sections named after it are about its settings,
 * a peer's section that says more of `kubectl scale` being reset than the chaincode's.
 */
const page = '/bevel-operator-fabric/docs/user-guide/install-chaincode';
const post = '/bevel-operator-fabric/blog/2024/10/31/chaincode-crds';

export const SITE_SECTIONS = [
  {
    title: 'Installing chaincode',
    section: 'Installing chaincode',
    content:
      'This page takes a chaincode through the Fabric lifecycle on the peers of an organization: package the chaincode, install the package on the peers, approve the chaincode definition and commit the chaincode definition to the channel.',
    path: page,
  },
  {
    title: 'Step 2: Install the package',
    section: 'Installing chaincode',
    content:
      'Install the package on every peer that should endorse transactions with kubectl hlf chaincode install, with an admin identity of the organization of the peer.',
    path: `${page}#step-2-install-the-package`,
  },
  {
    title: 'Step 4: Approve the definition',
    section: 'Installing chaincode',
    content:
      'Approving a chaincode definition is done by each organization with kubectl hlf chaincode approveformyorg. The approval names the package ID, the sequence and the endorsement policy. Run it once per organization, with an admin identity of that organization.',
    path: `${page}#step-4-approve-the-definition`,
  },
  {
    title: 'Step 5: Commit the definition',
    section: 'Installing chaincode',
    content:
      'Once enough organizations have approved, commit the definition to the channel with kubectl hlf chaincode commit. The commit needs the same sequence and policy as the approvals.',
    path: `${page}#step-5-commit-the-definition`,
  },
  {
    title: 'Install the chaincode',
    section: 'Migrating an existing network to the operator',
    content:
      'Install the chaincode on the new peers before they take over from the old ones, with the same package, so that the package ID does not change.',
    path: '/bevel-operator-fabric/docs/operator-guide/migrate-network#install-the-chaincode',
  },
  {
    title: 'Volumes of a peer',
    section: 'Grow the storage of peers',
    content:
      'Each peer keeps its ledger on a persistent volume, through a PVC. Raise the size in the FabricPeer to grow the volume of a peer; Kubernetes never shrinks a claim. On Azure, the storage class of the claim must allow volume expansion.',
    path: '/bevel-operator-fabric/docs/operator-guide/increase-storage#volumes-of-a-peer',
  },
  {
    title: 'HLF Operator 1.11: a declarative chaincode lifecycle',
    section: 'HLF Operator 1.11: a declarative chaincode lifecycle',
    content:
      'Release 1.11.0 turns the chaincode lifecycle into resources: installing, approving and committing a chaincode definition no longer needs a sequence of plugin commands.',
    path: post,
    category: 'blog',
  },
  {
    title: 'Approving a chaincode',
    section: 'HLF Operator 1.11: a declarative chaincode lifecycle',
    content:
      'Each organization still approves the chaincode definition, now by applying a resource instead of running a command.',
    path: `${post}#approving-a-chaincode`,
    category: 'blog',
  },
  {
    title: 'What changed',
    section: 'HLF Operator 1.11: a declarative chaincode lifecycle',
    content:
      'FabricChaincodeInstall installs a package on the listed peers, FabricChaincodeApprove approves the chaincode definition for one organization and FabricChaincodeCommit commits the definition to the channel.',
    path: `${post}#what-changed`,
    category: 'blog',
  },
  {
    title: 'Install the operator',
    section: 'Getting started',
    content:
      'The Helm chart installs the custom resource definitions and the Deployment that reconciles them.',
    path: '/bevel-operator-fabric/docs/intro/getting-started#install-the-operator',
  },
  {
    title: 'Install the Prometheus Operator',
    section: 'Monitoring with Prometheus',
    content:
      'The operator creates ServiceMonitor objects, a kind that exists only once the Prometheus Operator is installed. Install the Prometheus Operator before you install the operator with metrics on, or the operator cannot create them.',
    path: '/bevel-operator-fabric/docs/operator-guide/monitoring#install-the-prometheus-operator',
  },
  {
    title: 'Step 1: give the peer a gRPC-web proxy',
    section: 'Adding peers to the console',
    content:
      'The console speaks gRPC-web, which a peer does not: give the peer a proxy sidecar. The CPU and memory of the sidecar come from spec.resources.proxy of the peer.',
    path: '/bevel-operator-fabric/docs/operations-console/adding-peers#step-1-give-the-peer-a-grpc-web-proxy',
  },
  {
    title: 'Change the peer',
    section: 'Change CPU and memory of peers, orderers and CAs',
    content:
      'The requests and limits of the peer container are in spec.resources.peer of the FabricPeer. Raise the memory there and the operator rolls out a new pod.',
    path: '/bevel-operator-fabric/docs/operator-guide/increase-resources#change-the-peer',
  },
  {
    title: 'Turn it off',
    section: 'Monitoring with Prometheus',
    content:
      'Set enabled to false in the serviceMonitor of the node to turn it off; turn it on again with enabled set to true.',
    path: '/bevel-operator-fabric/docs/operator-guide/monitoring#turn-it-off',
  },
  {
    title: 'Upgrading the operator',
    section: 'Upgrading the operator',
    content:
      'This page upgrades a running operator to a newer chart release, then its CRDs and the plugin.',
    path: '/bevel-operator-fabric/docs/operator-guide/upgrade-hlf-operator',
  },
  {
    title: 'The upgrade fails: another operation is in progress',
    section: 'Upgrading the operator',
    content:
      'helm upgrade fails while an earlier operation on the operator release is still pending. Roll the release back, then run the upgrade again.',
    path: '/bevel-operator-fabric/docs/operator-guide/upgrade-hlf-operator#the-upgrade-fails',
  },
  {
    title: 'Resources the operator manages',
    section: 'HLF Operator documentation',
    content: [
      'The operator has several kinds of custom resource.',
      'Kind and short name | Scope | What it is for',
      'FabricCA ca | Namespaced | A Fabric CA server that issues signing and TLS certificates.',
      'FabricPeer peer | Namespaced | A peer node, using LevelDB or CouchDB as its state database.',
      'FabricIdentity fabricidentity | Namespaced | Enrolls an identity with a CA and keeps it in a Secret.',
    ].join('\n'),
    path: '/bevel-operator-fabric/docs/#resources-the-operator-manages',
  },
  {
    title: 'CouchDB settings on the FabricPeer',
    section: 'Choosing the peer state database',
    content:
      'The CouchDB image and its credentials are fields of the FabricPeer. To change the image later, merge-patch the FabricPeer.',
    path: '/bevel-operator-fabric/docs/operator-guide/state-db#couchdb-settings-on-the-fabricpeer',
  },
  {
    title: 'Where the Vault settings go',
    section: 'HashiCorp Vault as the certificate store',
    content: [
      'Kind | credentialStore | Vault block',
      'FabricPeer | spec.credentialStore: vault | spec.secret.enrollment.component.vault (signing) and spec.secret.enrollment.tls.vault (TLS)',
      'FabricIdentity | spec.credentialStore: vault | spec.vault',
      'The private key of each node stays in Vault.',
    ].join('\n'),
    path: '/bevel-operator-fabric/docs/user-guide/hashicorp-vault#where-the-vault-settings-go',
  },
  {
    title: 'What is on and off by default',
    section: 'Automatic certificate renewal',
    content:
      'Automatic renewal is off by default for peers and orderers and on for identities. With automatic renewal on, a certificate is renewed once it is closer to its expiry than the renewal threshold. To enable or disable either, switch its value of the Helm chart on or off; helm upgrade keeps them.',
    path: '/bevel-operator-fabric/docs/operator-guide/auto-renew-certificates#what-is-on-and-off-by-default',
  },
  {
    title: 'Enable automatic renewal',
    section: 'Automatic certificate renewal',
    content:
      'Set autoRenewCertificates to true in the values of the chart and upgrade the release.',
    path: '/bevel-operator-fabric/docs/operator-guide/auto-renew-certificates#enable-automatic-renewal',
  },
  {
    title: 'Choosing a threshold',
    section: 'Automatic certificate renewal',
    content:
      'The renewal threshold is a Go duration such as 720h: a certificate closer than that to its expiry is renewed automatically.',
    path: '/bevel-operator-fabric/docs/operator-guide/auto-renew-certificates#choosing-a-threshold',
  },
  {
    title: 'Scale a peer: more peers, not more replicas',
    section: 'Change CPU and memory of peers, orderers and CAs',
    content:
      'The replicas of a FabricPeer do not scale it out: every pod would share one ledger. Change replicas in the resource, not with kubectl scale deployment: every reconcile runs a Helm upgrade, which puts the count back.',
    path: '/bevel-operator-fabric/docs/operator-guide/increase-resources#scale-a-peer-more-peers-not-more-replicas',
  },
  {
    title: 'Restart, scale and remove',
    section: 'Chaincode as a service',
    content:
      'Restart: kubectl rollout restart works until the next reconcile. Scale: run sync with --replicas=3, or set spec.replicas; kubectl scale on the Deployment is undone at the next reconcile. Remove: kubectl hlf externalchaincode delete.',
    path: '/bevel-operator-fabric/docs/chaincode-deployment/external-chaincode-as-a-service#restart-scale-and-remove',
  },
].map((section) => ({
  id: section.path,
  code: '',
  version: 'current',
  category: 'default',
  ...section,
}));

export const SECTION = {
  intro: page,
  install: `${page}#step-2-install-the-package`,
  approve: `${page}#step-4-approve-the-definition`,
  commit: `${page}#step-5-commit-the-definition`,
  migrateInstall:
    '/bevel-operator-fabric/docs/operator-guide/migrate-network#install-the-chaincode',
  volumes: '/bevel-operator-fabric/docs/operator-guide/increase-storage#volumes-of-a-peer',
  release: post,
  releaseChanges: `${post}#what-changed`,
  releaseApproving: `${post}#approving-a-chaincode`,
  installOperator: '/bevel-operator-fabric/docs/intro/getting-started#install-the-operator',
  upgradeOperator: '/bevel-operator-fabric/docs/operator-guide/upgrade-hlf-operator',
  resources: '/bevel-operator-fabric/docs/#resources-the-operator-manages',
  enableRenewal:
    '/bevel-operator-fabric/docs/operator-guide/auto-renew-certificates#enable-automatic-renewal',
  scalePeer:
    '/bevel-operator-fabric/docs/operator-guide/increase-resources#scale-a-peer-more-peers-not-more-replicas',
  scaleChaincode:
    '/bevel-operator-fabric/docs/chaincode-deployment/external-chaincode-as-a-service#restart-scale-and-remove',
  peerCouchDb:
    '/bevel-operator-fabric/docs/operator-guide/state-db#couchdb-settings-on-the-fabricpeer',
} as const;

export async function seedSiteSections(url: string, collection: TestCollection): Promise<void> {
  const created = await call(url, `/v1/collections/${collection.id}/indexes/create`, {
    key: collection.writeKey,
    body: { id: 'docs', embedding: 'automatic' },
  });
  assert.equal(created.status, 200, created.text);
  const inserted = await call(url, `/v1/collections/${collection.id}/indexes/docs/insert`, {
    key: collection.writeKey,
    body: SITE_SECTIONS,
  });
  assert.equal(inserted.status, 200, inserted.text);
}

/** The real server with the collection `docs` holding SITE_SECTIONS. */
export async function startSiteSectionsServer(): Promise<{
  server: TestServer;
  docs: TestCollection;
}> {
  const server = await startTestServer();
  const docs = await createCollection(server.url, server.masterKey);
  await seedSiteSections(server.url, docs);
  return { server, docs };
}
