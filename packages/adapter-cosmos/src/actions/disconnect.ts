import type { CosmosAdapterContext } from '../context'
import { unwatchKeystore } from './watchKeystore'

export type DisconnectParameters = { connectorId: string }
export type DisconnectReturnType = undefined
export type DisconnectErrorType = Error

/**
 * Drops the connection; a wallet with `disable` (newer Keplr and Leap) also forgets the site's grant.
 * WalletConnect ends its session, for every namespace (SPEC §4).
 */
export async function disconnect(
  context: CosmosAdapterContext,
  { connectorId }: DisconnectParameters,
): Promise<DisconnectReturnType> {
  unwatchKeystore(context, connectorId)
  if (context.walletConnect?.route.handles(connectorId)) {
    await context.walletConnect.route.disconnect()
    return
  }
  const connection = context.connections.get(connectorId)
  context.connections.delete(connectorId)
  const provider = context.registry.find(connectorId)?.provider
  if (connection && provider?.disable) await provider.disable(String(connection.caipNetwork.id))
}
