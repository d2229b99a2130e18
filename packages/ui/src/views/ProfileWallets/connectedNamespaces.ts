import { CHAIN_NAMESPACES, type ChainNamespace, type NamespaceState } from '@portico/core'

/** SPEC §1's namespaces as a visitor knows them (proper names, the same in every language). */
export const NAMESPACE_NAMES: Record<ChainNamespace, string> = {
  eip155: 'EVM',
  solana: 'Solana',
  polkadot: 'Polkadot',
  bip122: 'Bitcoin',
  cosmos: 'Cosmos',
}

export type ChainsView = {
  activeNamespace: ChainNamespace | undefined
  namespaces: Record<ChainNamespace, NamespaceState>
}

/** The namespaces with a wallet connected or being restored, the active one first. */
export function connectedNamespaces({ activeNamespace, namespaces }: ChainsView): ChainNamespace[] {
  const shown = CHAIN_NAMESPACES.filter((namespace) => {
    const { connections, account } = namespaces[namespace]
    return connections.length > 0 || account.status === 'reconnecting'
  })
  return activeNamespace && shown.includes(activeNamespace)
    ? [activeNamespace, ...shown.filter((namespace) => namespace !== activeNamespace)]
    : shown
}
