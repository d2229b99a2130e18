import type { Connector, EvmTwin } from '@portico/core'
import type { DiscoveredWallet } from './discovery'

/**
 * SPEC §3's connector for a Bitcoin wallet. One that is also an EIP-6963 wallet of the same name carries
 * that wallet's rdns (its id is the rdns too), so the Connect view lists the multi-chain wallet once.
 */
export function toBitcoinConnector(found: DiscoveredWallet, twin?: EvmTwin): Connector {
  return {
    id: found.id,
    name: found.name,
    type: 'ANNOUNCED',
    chain: 'bip122',
    chains: ['bip122'],
    provider: found.provider,
    installed: true,
    ...(twin ? { info: { rdns: twin.rdns } } : {}),
    ...(found.icon ? { imageUrl: found.icon } : {}),
  }
}
