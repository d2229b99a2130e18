import { type CaipNetwork, CONNECTOR_DOES_NOT_SUPPORT_REQUESTED_CHAINS, PorticoError } from '@portico/core'
import { type CosmosAdapterContext, connectionOf } from '../context'
import { rethrowCosmosRejection } from '../errors/rethrowCosmosRejection'
import { enableChain } from './enableChain'
import { readAccount } from './readAccount'

export type SwitchNetworkParameters = { connectorId: string; caipNetwork: CaipNetwork }
export type SwitchNetworkErrorType = Error

/**
 * Cosmos wallets hold no current chain: switching enables the other chain (suggesting it if needed) and
 * uses its account, whose bech32 prefix differs, so core hears the new address. A WalletConnect session
 * cannot leave the chain its account is on (SPEC §5's 'The connector does not support any of the requested chains').
 */
export async function switchNetwork(
  context: CosmosAdapterContext,
  { connectorId, caipNetwork }: SwitchNetworkParameters,
): Promise<void> {
  const { walletConnect } = context
  if (walletConnect?.route.handles(connectorId)) {
    if (String((await walletConnect.route.reconnect())?.chainId) === String(caipNetwork.id)) return
    throw new PorticoError(CONNECTOR_DOES_NOT_SUPPORT_REQUESTED_CHAINS, {
      details: caipNetwork.caipNetworkId,
    })
  }
  const connection = connectionOf(context, connectorId)
  const { provider } = context.registry.get(connectorId)
  await enableChain(context, provider, caipNetwork)
  const account = await readAccount(provider, String(caipNetwork.id)).catch(rethrowCosmosRejection)
  const changed = account.address !== connection.address
  context.connections.set(connectorId, { caipNetwork, address: account.address })
  if (changed) context.events.accountsChanged({ connectorId, accounts: [account] })
}
