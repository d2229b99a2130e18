import type { Connector, EvmTwin } from '@portico/core'
import type { SolanaWallet } from '../wallets/SolanaWallet'

/**
 * SPEC §3's connector for a Solana wallet. A Wallet Standard wallet is ANNOUNCED and a host's wallet
 * adapter EXTERNAL; one that is also an EIP-6963 wallet is MULTI_CHAIN, grouping both namespaces'
 * entries under the EVM rdns, so the Connect view lists it once, the way Phantom shows.
 */
export function toPorticoConnector(wallet: SolanaWallet, twin?: EvmTwin): Connector {
  const own: Connector = {
    id: wallet.id,
    name: wallet.name,
    type: wallet.kind === 'standard' ? 'ANNOUNCED' : 'EXTERNAL',
    chain: 'solana',
    chains: ['solana'],
    ...(wallet.icon ? { imageUrl: wallet.icon } : {}),
    provider: wallet.provider,
    installed: true,
  }
  if (!twin) return own
  const info = { rdns: twin.rdns }
  const evm: Connector = {
    id: twin.rdns,
    name: twin.name,
    type: 'ANNOUNCED',
    chain: 'eip155',
    chains: ['eip155'],
    ...(twin.icon ? { imageUrl: twin.icon } : {}),
    info,
    installed: true,
  }
  return {
    ...own,
    type: 'MULTI_CHAIN',
    chains: ['eip155', 'solana'],
    info,
    connectors: [evm, { ...own, info }],
  }
}
