import type { SendNamespace } from '../constants'
import { isEvmAddress } from '../validation/isEvmAddress'
import { isPolkadotAddress } from '../validation/isPolkadotAddress'
import { isSolanaAddress } from '../validation/isSolanaAddress'

/** Why a receiver cannot be sent to: not an address at all, or one of another namespace. */
export type ReceiverIssue = 'invalidReceiver' | 'receiverOnOtherNamespace'

/**
 * Each namespace's address rule (SPEC §5 for EVM and Solana; SS58 for Polkadot, beyond SPEC),
 * tried in this order. EVM goes first: 40 hex digits without zeros would also pass as base58. Solana's
 * 32 to 44 characters and an SS58 account's 47 to 49 never overlap.
 */
const ADDRESS_RULES: Record<SendNamespace, (address: string) => boolean> = {
  eip155: isEvmAddress,
  solana: isSolanaAddress,
  polkadot: isPolkadotAddress,
}

/**
 * The receiver checked against the namespace's rule. An address of another namespace is told apart, so
 * the visitor learns they are on the wrong network, not that they mistyped.
 */
export function checkReceiver(namespace: SendNamespace, address: string): ReceiverIssue | undefined {
  const owner = Object.entries(ADDRESS_RULES).find(([, isAddress]) => isAddress(address))?.[0]
  if (owner === namespace) return undefined
  return owner ? 'receiverOnOtherNamespace' : 'invalidReceiver'
}

/** The address as the chain SDK takes it: EVM addresses with their 0x (SPEC §5 allows it absent). */
export function normalizeReceiver(namespace: SendNamespace, address: string): string {
  const trimmed = address.trim()
  return namespace === 'eip155' && !trimmed.startsWith('0x') ? `0x${trimmed}` : trimmed
}
