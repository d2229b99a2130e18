import type { CaipNetwork } from '@portico/core'
import { type CosmosAdapterContext, connectionOf } from '../context'
import { rethrowCosmosRejection } from '../errors/rethrowCosmosRejection'
import { enableChain } from './enableChain'
import { readAccount } from './readAccount'

export type SwitchNetworkParameters = { connectorId: string; caipNetwork: CaipNetwork }
export type SwitchNetworkErrorType = Error

/**
 * Cosmos wallets hold no current chain: switching enables the other chain (suggesting it if needed) and
 * uses its account, whose bech32 prefix differs, so core hears the new address.
 */
export async function switchNetwork(
  context: CosmosAdapterContext,
  { connectorId, caipNetwork }: SwitchNetworkParameters,
): Promise<void> {
  const connection = connectionOf(context, connectorId)
  const { provider } = context.registry.get(connectorId)
  await enableChain(context, provider, caipNetwork)
  const account = await readAccount(provider, String(caipNetwork.id)).catch(rethrowCosmosRejection)
  const changed = account.address !== connection.address
  context.connections.set(connectorId, { caipNetwork, address: account.address })
  if (changed) context.events.accountsChanged({ connectorId, accounts: [account] })
}
