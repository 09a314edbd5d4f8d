import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

// Ordered by hand for reading: install and first network, then running it (day-2 operations, with
// renewal beside automatic renewal and monitoring beside its metrics), then using it.
export default {
  mainSidebar: [
    {
      type: 'category',
      label: 'Getting Started',
      collapsed: false,
      items: ['intro', 'intro/getting-started', 'intro/getting-started-3-0'],
    },
    {
      type: 'category',
      label: 'Kubectl Plugin',
      items: ['kubectl-plugin/installation', 'kubectl-plugin/upgrade'],
    },
    {
      type: 'category',
      label: 'Operator Guide',
      items: [
        'operator-guide/configuration',
        'operator-guide/state-db',
        'operator-guide/istio',
        'operator-guide/increase-resources',
        'operator-guide/increase-storage',
        'operator-guide/monitoring',
        'operator-guide/prometheus-metrics',
        'operator-guide/renew-certificates',
        'operator-guide/auto-renew-certificates',
        'operator-guide/upgrade-hlf-operator',
        'operator-guide/migrate-network',
      ],
    },
    {
      type: 'category',
      label: 'User Guide',
      items: [
        'user-guide/enroll-users',
        'user-guide/network-config',
        'user-guide/network-config-kubernetes',
        'user-guide/create-channel',
        'user-guide/install-chaincode',
        'user-guide/develop-chaincode-locally',
        'user-guide/hashicorp-vault',
      ],
    },
    {
      type: 'category',
      label: 'Identity',
      items: ['identity-crd/manage-identities'],
    },
    {
      type: 'category',
      label: 'Security',
      items: ['security/revoke-identities'],
    },
  ],
} satisfies SidebarsConfig;
