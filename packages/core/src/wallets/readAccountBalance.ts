import { contextOf } from '../client/clientContext'
import type { ChainNamespace } from '../namespaces'
import type { CaipNetwork } from '../types/network'

export type ReadAccountBalanceParameters = {
  namespace: ChainNamespace
  address: string
  /** The network to read on; the namespace's active one when absent. */
  caipNetwork?: CaipNetwork
}

/**
 * The native balance of any connected account, not only the active one (ProfileWallets shows each
 * wallet's balance). Read through the namespace's adapter; undefined when it reads no balances or no
 * network is known. A failed read throws, so the caller shows nothing rather than a stale number.
 */
export async function readAccountBalance(
  client: object,
  { namespace, address, caipNetwork }: ReadAccountBalanceParameters,
): Promise<{ balance: string; symbol: string } | undefined> {
  const context = contextOf(client)
  const network = caipNetwork ?? context.stores.chains.getState().namespaces[namespace].network
  const adapter = context.adapters[namespace]
  // An adapter that says it reads no balances is not asked, as core does not ask it for the active account's.
  if (!network || !adapter?.getBalance || adapter.capabilities?.balance === false) return undefined
  return adapter.getBalance({ address, caipNetwork: network })
}
