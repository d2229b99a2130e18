import type { ConnectionAccount } from '../types/connection'
import { WALLET_CONNECT_NAMESPACES, type WalletConnectNamespace } from './walletConnectNamespaces'

/** One namespace of a settled session: the chain its first account is on, and every address there. */
export type WalletConnectNamespaceAccounts = {
  /** eip155: the numeric chain id; other namespaces: the CAIP-2 reference (as AdapterConnection.chainId). */
  chainId: number | string
  accounts: ConnectionAccount[]
}

export type WalletConnectSessionAccounts = Partial<
  Record<WalletConnectNamespace, WalletConnectNamespaceAccounts>
>

/** The part of a sign-client session read here: CAIP-10 accounts per namespace. */
export type SessionNamespacesLike = Record<string, { accounts: string[] }>

/**
 * SPEC §3: a WalletConnect session as core's connections: for each namespace it serves, the chain of
 * the first account and the addresses on that chain (each once, in the wallet's order). One chain only:
 * a cosmos account's bech32 prefix, and a polkadot one's SS58 prefix, may differ from chain to chain.
 */
export function parseSessionAccounts(namespaces: SessionNamespacesLike): WalletConnectSessionAccounts {
  const result: WalletConnectSessionAccounts = {}
  for (const namespace of WALLET_CONNECT_NAMESPACES) {
    const caipAccounts = (namespaces[namespace]?.accounts ?? []).map((account) => account.split(':'))
    const [first] = caipAccounts
    if (!first) continue
    const reference = first[1] ?? ''
    const onChain = caipAccounts.filter((parts) => parts[1] === reference).map((parts) => parts[2] ?? '')
    result[namespace] = {
      chainId: namespace === 'eip155' ? Number(reference) : reference,
      accounts: [...new Set(onChain)].filter(Boolean).map((address) => ({ address })),
    }
  }
  return result
}
