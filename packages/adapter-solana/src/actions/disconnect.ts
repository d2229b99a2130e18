import type { SolanaAdapterContext } from '../context'
import { unwatchAccounts } from './watchAccounts'

export type DisconnectParameters = { connectorId: string }
export type DisconnectReturnType = undefined
export type DisconnectErrorType = Error

/** Drops the connection; a wallet with standard:disconnect also forgets the site's grant. */
export async function disconnect(
  context: SolanaAdapterContext,
  { connectorId }: DisconnectParameters,
): Promise<DisconnectReturnType> {
  // Stop listening first: the wallet's own change event for this is not a remote disconnect.
  unwatchAccounts(context, connectorId)
  context.networks.delete(connectorId)
  await context.registry.find(connectorId)?.disconnect()
}
