import type { CosmosAdapterContext } from '../context'
import { unwatchKeystore } from './watchKeystore'

export type DisconnectParameters = { connectorId: string }
export type DisconnectReturnType = undefined
export type DisconnectErrorType = Error

/** Drops the connection; a wallet with `disable` (newer Keplr and Leap) also forgets the site's grant. */
export async function disconnect(
  context: CosmosAdapterContext,
  { connectorId }: DisconnectParameters,
): Promise<DisconnectReturnType> {
  unwatchKeystore(context, connectorId)
  const connection = context.connections.get(connectorId)
  context.connections.delete(connectorId)
  const provider = context.registry.find(connectorId)?.provider
  if (connection && provider?.disable) await provider.disable(String(connection.caipNetwork.id))
}
