import type { SendNamespace } from '../constants'
import { isEvmAddress } from '../validation/isEvmAddress'
import { isSolanaAddress } from '../validation/isSolanaAddress'

/** Why a receiver cannot be sent to: not an address at all, or one of the other namespace. */
export type ReceiverIssue = 'invalidReceiver' | 'receiverOnOtherNamespace'

/**
 * SPEC §5's address rules, per namespace: an EVM address on eip155, a Solana one on solana. An address
 * of the other namespace is told apart, so the visitor learns they are on the wrong network, not that
 * they mistyped. EVM is tried first: 40 hex digits without zeros would also pass as base58.
 */
export function checkReceiver(namespace: SendNamespace, address: string): ReceiverIssue | undefined {
  const evm = isEvmAddress(address)
  const solana = !evm && isSolanaAddress(address)
  if (namespace === 'eip155') return evm ? undefined : solana ? 'receiverOnOtherNamespace' : 'invalidReceiver'
  return solana ? undefined : evm ? 'receiverOnOtherNamespace' : 'invalidReceiver'
}

/** The address as the chain SDK takes it: EVM addresses with their 0x (SPEC §5 allows it absent). */
export function normalizeReceiver(namespace: SendNamespace, address: string): string {
  const trimmed = address.trim()
  return namespace === 'eip155' && !trimmed.startsWith('0x') ? `0x${trimmed}` : trimmed
}
