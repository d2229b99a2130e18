// What the connector lists at once, in the first chunk; the proposal is built by the session chunk.
import type { CaipNetwork } from '../types/network'

/** The namespaces WalletConnect serves here: ARCHITECTURE.md "Adapters" (every namespace of SPEC §1, in its order). */
export const WALLET_CONNECT_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const
export type WalletConnectNamespace = (typeof WALLET_CONNECT_NAMESPACES)[number]

export function isWalletConnectNamespace(namespace: string): namespace is WalletConnectNamespace {
  return (WALLET_CONNECT_NAMESPACES as readonly string[]).includes(namespace)
}

/**
 * The namespaces a proposal for these networks holds, in the networks' order: what the connector lists
 * at once. The proposal itself (methods, events, RPCs) is built by the session chunk when first used.
 */
export function walletConnectNamespacesOf(networks: readonly CaipNetwork[]): WalletConnectNamespace[] {
  const namespaces = networks.map((network) => network.chainNamespace).filter(isWalletConnectNamespace)
  return [...new Set(namespaces)]
}
