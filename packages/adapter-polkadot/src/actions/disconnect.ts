import type { PolkadotAdapterContext } from '../context'
import { unwatchAccounts } from './watchAccounts'

export type DisconnectParameters = { connectorId: string }
export type DisconnectReturnType = undefined
export type DisconnectErrorType = Error

/** Drops the connection and stops listening; extensions have no call to forget a site (the user does it there). */
export async function disconnect(
  context: PolkadotAdapterContext,
  { connectorId }: DisconnectParameters,
): Promise<DisconnectReturnType> {
  unwatchAccounts(context, connectorId)
  context.connections.delete(connectorId)
}
