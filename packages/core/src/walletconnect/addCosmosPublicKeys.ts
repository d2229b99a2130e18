import { base64, hex } from '@scure/base'
import type { ConnectionAccount } from '../types/connection'

/** One entry of WalletConnect's `cosmos_getAccounts` answer. */
export type CosmosAccountData = { algo?: string; address: string; pubkey?: string }

// A compressed secp256k1 key written in hex (the older Cosmos RPC reference's example) rather than base64.
const HEX_KEY = /^(0x)?[0-9a-fA-F]{66}$/

/**
 * SPEC §3: a cosmos session's accounts with the public key their address does not carry (ADR-36 checks
 * need it), as the wallet gave it in `cosmos_getAccounts`, in base64 as Keplr's getKey gives it.
 * Accounts the wallet did not describe are kept without one.
 */
export function addCosmosPublicKeys(
  accounts: readonly ConnectionAccount[],
  answer: unknown,
): ConnectionAccount[] {
  const described = Array.isArray(answer) ? (answer as CosmosAccountData[]) : []
  return accounts.map((account) => {
    const pubkey = described.find((entry) => entry?.address === account.address)?.pubkey
    if (typeof pubkey !== 'string' || pubkey === '') return { ...account }
    const publicKey = HEX_KEY.test(pubkey)
      ? base64.encode(hex.decode(pubkey.replace(/^0x/, '').toLowerCase()))
      : pubkey
    return { ...account, publicKey }
  })
}
