import type { ReactNode } from 'react';

export interface Feature {
  title: string;
  /** Path under static/, resolved against the base URL. */
  image: string;
  children: ReactNode;
}

export const features: Feature[] = [
  {
    title: 'Your network as Kubernetes resources',
    image: '/img/features/declarative.svg',
    children: (
      <>
        Certificate authorities, peers, ordering nodes, channels, chaincode and identities are
        custom resources. Describe what you want; the operator creates it, and updates it when you
        change the description.
      </>
    ),
  },
  {
    title: 'Keys stay inside the cluster',
    image: '/img/features/crypto.svg',
    children: (
      <>
        The operator enrolls nodes with their Fabric CA, or has HashiCorp Vault sign their
        certificates, and keeps the node keys in Kubernetes Secrets, so a node key need never exist
        on a laptop.
      </>
    ),
  },
  {
    title: 'One plugin for every task',
    image: '/img/features/plugin.svg',
    children: (
      <>
        <code>kubectl hlf</code>, installed with Krew, creates nodes, registers users, builds
        connection profiles and runs the chaincode lifecycle from the command line you already use.
      </>
    ),
  },
  {
    title: 'Fabric 3.0 with SmartBFT',
    image: '/img/features/bft.svg',
    children: (
      <>
        Run Raft or Byzantine fault-tolerant ordering, chaincode as a service, automatic certificate
        renewal and Prometheus metrics for certificate expiry.
      </>
    ),
  },
];
