import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

// Ordered by hand for reading: install and a first network, then using it (identities, network
// configs, channels, chaincode), then running it day to day (the operator guide, with renewal beside
// automatic renewal and monitoring beside its metrics), then the optional pieces a team adds later
// (CouchDB, another ingress, the gRPC-web proxy with the Operations Console that needs it, and the
// Operator UI).
// `chaincode-deployment/architecture` and `operator-ui/tour` stay out of the sidebar, as the site
// spec says; they are linked from the pages of their sections.
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
      label: 'Channel Management',
      items: ['channel-management/getting-started', 'channel-management/manage'],
    },
    {
      type: 'category',
      label: 'Chaincode Deployment',
      items: [
        'chaincode-deployment/getting-started',
        'chaincode-deployment/external-chaincode-as-a-service',
        'chaincode-deployment/install-crd',
        'chaincode-deployment/k8s-builder',
      ],
    },
    {
      type: 'category',
      label: 'Chaincode Development',
      items: ['chaincode-development/architecture', 'chaincode-development/getting-started'],
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
      label: 'Security',
      items: ['security/revoke-identities'],
    },
    {
      type: 'category',
      label: 'CouchDB',
      items: ['couchdb/external-couchdb', 'couchdb/custom-image'],
    },
    {
      type: 'category',
      label: 'Gateway API',
      items: [
        'gateway-api/introduction',
        'gateway-api/getting-started',
        'gateway-api/implementation',
      ],
    },
    {
      type: 'category',
      label: 'gRPC Proxy',
      items: ['grpc-proxy/enable-peers', 'grpc-proxy/enable-orderers'],
    },
    {
      type: 'category',
      label: 'Operations Console',
      items: [
        'operations-console/getting-started',
        'operations-console/adding-cas',
        'operations-console/adding-peers',
        'operations-console/adding-orderers',
        'operations-console/adding-orgs',
      ],
    },
    {
      type: 'category',
      label: 'Operator UI',
      items: [
        'operator-ui/getting-started',
        'operator-ui/deploy-operator-api',
        'operator-ui/deploy-operator-ui',
      ],
    },
  ],
} satisfies SidebarsConfig;
