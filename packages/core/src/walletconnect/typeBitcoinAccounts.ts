import { isTaprootAddress } from '../bitcoin/bitcoinMessageProtocol'
import type { ConnectionAccount } from '../types/connection'

/** One entry of WalletConnect's `getAccountAddresses` answer (or a `bip122_addressesChanged` event). */
export type AccountAddress = { address: string; publicKey?: string; path?: string; intention?: string }

/**
 * SPEC §3: a bip122 session's payment and ordinal accounts. By the wallet's own intention when it
 * answered getAccountAddresses (`ordinal` or `ordinals`); otherwise by WalletConnect's account rule:
 * the session account (its first, native segwit) is the payment one, and a taproot (BIP-86) address
 * the ordinal one. Payment first: SPEC §9's default account type.
 */
export function typeBitcoinAccounts(
  sessionAccounts: readonly ConnectionAccount[],
  addresses: readonly AccountAddress[] = [],
): ConnectionAccount[] {
  const typed: ConnectionAccount[] = []
  for (const entry of addresses) {
    const intention = entry.intention?.toLowerCase()
    const type =
      intention === 'payment' ? 'payment' : intention?.startsWith('ordinal') ? 'ordinal' : undefined
    if (!type || typed.some((account) => account.type === type)) continue
    typed.push({ address: entry.address, type, ...(entry.publicKey ? { publicKey: entry.publicKey } : {}) })
  }
  if (!typed.some((account) => account.type === 'payment')) {
    const [first, ...rest] = sessionAccounts
    if (first) typed.push({ address: first.address, type: 'payment' })
    const taproot = rest.find((account) => isTaprootAddress(account.address))
    if (taproot && !typed.some((account) => account.type === 'ordinal'))
      typed.push({ address: taproot.address, type: 'ordinal' })
  }
  return typed.sort((a, b) => (a.type === b.type ? 0 : a.type === 'payment' ? -1 : 1))
}
