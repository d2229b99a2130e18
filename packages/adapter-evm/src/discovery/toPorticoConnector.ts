import type { Connector } from '@portico/core'

export type DiscoveredWallet = {
  id: string
  name: string
  type: 'ANNOUNCED' | 'INJECTED'
  provider: unknown
  icon?: string
  rdns?: string
}

/** SPEC §3's connector entity for a wallet found by EIP-6963 or as `window.ethereum`. */
export function toPorticoConnector(wallet: DiscoveredWallet): Connector {
  return {
    id: wallet.id,
    name: wallet.name,
    type: wallet.type,
    chain: 'eip155',
    chains: ['eip155'],
    ...(wallet.icon ? { imageUrl: wallet.icon } : {}),
    ...(wallet.rdns ? { info: { rdns: wallet.rdns } } : {}),
    provider: wallet.provider,
    installed: true,
  }
}
