/**
 * The docs pages the site specification lists (website spec, section 2), by section. Pages marked
 * `hidden` are built and reachable by URL but are not in the sidebar.
 */
export interface SpecPage {
  id: string;
  hidden?: boolean;
}

const sections: Record<string, (string | SpecPage)[]> = {
  'chaincode-deployment': [
    { id: 'architecture', hidden: true },
    'external-chaincode-as-a-service',
    'getting-started',
    'install-crd',
    'k8s-builder',
  ],
  'chaincode-development': ['architecture', 'getting-started'],
  'channel-management': ['getting-started', 'manage'],
  couchdb: ['custom-image', 'external-couchdb'],
  'gateway-api': ['getting-started', 'implementation', 'introduction'],
  'grpc-proxy': ['enable-orderers', 'enable-peers'],
  'identity-crd': ['manage-identities'],
  intro: ['getting-started', 'getting-started-3-0'],
  'kubectl-plugin': ['installation', 'upgrade'],
  'operations-console': [
    'adding-cas',
    'adding-orderers',
    'adding-orgs',
    'adding-peers',
    'getting-started',
  ],
  'operator-guide': [
    'auto-renew-certificates',
    'configuration',
    'increase-resources',
    'increase-storage',
    'istio',
    'migrate-network',
    'monitoring',
    'prometheus-metrics',
    'renew-certificates',
    'state-db',
    'upgrade-hlf-operator',
  ],
  'operator-ui': [
    'deploy-operator-api',
    'deploy-operator-ui',
    'getting-started',
    { id: 'tour', hidden: true },
  ],
  security: ['revoke-identities'],
  'user-guide': [
    'create-channel',
    'develop-chaincode-locally',
    'enroll-users',
    'hashicorp-vault',
    'install-chaincode',
    'network-config',
    'network-config-kubernetes',
  ],
};

export const specPages: SpecPage[] = Object.entries(sections).flatMap(([section, pages]) =>
  pages.map((page) =>
    typeof page === 'string'
      ? { id: `${section}/${page}` }
      : { ...page, id: `${section}/${page.id}` },
  ),
);
