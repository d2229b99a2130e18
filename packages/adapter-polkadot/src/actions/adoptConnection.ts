import type { AdapterConnection, CaipNetwork } from '@portico/core'
import type { PolkadotAdapterContext } from '../context'
import { NoAccountsError } from '../errors/NoAccountsError'
import type { InjectedPolkadot } from '../wallets/InjectedPolkadot'
import { sharedAccounts } from './sharedAccounts'
import { watchAccounts } from './watchAccounts'

/** An enabled extension: its shared accounts read, used and watched from now on. */
export async function adoptConnection(
  context: PolkadotAdapterContext,
  connectorId: string,
  injected: InjectedPolkadot,
  caipNetwork: CaipNetwork,
): Promise<AdapterConnection> {
  const accounts = sharedAccounts(await injected.accounts.get(), caipNetwork)
  if (accounts.length === 0) throw new NoAccountsError(connectorId, caipNetwork.caipNetworkId)
  context.connections.set(connectorId, { injected, caipNetwork, accounts })
  watchAccounts(context, connectorId)
  return { connectorId, accounts, chainId: caipNetwork.id }
}
