import type { ConnectionAccount } from '../types/connection'
import { WALLET_CONNECT_NAMESPACES, type WalletConnectNamespace } from './buildWalletConnectNamespaces'

/** One namespace of a settled session: the chain its first account is on, and every address. */
export type WalletConnectNamespaceAccounts = {
  /** eip155: the numeric chain id; solana: the CAIP-2 reference (as AdapterConnection.chainId). */
  chainId: number | string
  accounts: ConnectionAccount[]
}

export type WalletConnectSessionAccounts = Partial<
  Record<WalletConnectNamespace, WalletConnectNamespaceAccounts>
>

/** The part of a sign-client session read here: CAIP-10 accounts per namespace. */
export type SessionNamespacesLike = Record<string, { accounts: string[] }>

/**
 * SPEC §3: a WalletConnect session as core's connections: for each namespace it serves, the
 * addresses (each once, in the wallet's order) and the chain of the first account.
 */
export function parseSessionAccounts(namespaces: SessionNamespacesLike): WalletConnectSessionAccounts {
  const result: WalletConnectSessionAccounts = {}
  for (const namespace of WALLET_CONNECT_NAMESPACES) {
    const caipAccounts = namespaces[namespace]?.accounts ?? []
    const [first] = caipAccounts
    if (!first) continue
    const reference = first.split(':')[1] ?? ''
    const addresses = [...new Set(caipAccounts.map((account) => account.split(':')[2] ?? ''))]
    result[namespace] = {
      chainId: namespace === 'eip155' ? Number(reference) : reference,
      accounts: addresses.filter(Boolean).map((address) => ({ address })),
    }
  }
  return result
}
