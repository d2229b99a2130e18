import type { PolkadotAdapterContext } from '../context'
import { unwatchAccounts } from './watchAccounts'

export type DisconnectParameters = { connectorId: string }
export type DisconnectReturnType = undefined
export type DisconnectErrorType = Error

/**
 * Drops the connection and stops listening; extensions have no call to forget a site (the user does it
 * there). WalletConnect ends its session, for every namespace (SPEC §4).
 */
export async function disconnect(
  context: PolkadotAdapterContext,
  { connectorId }: DisconnectParameters,
): Promise<DisconnectReturnType> {
  unwatchAccounts(context, connectorId)
  context.connections.delete(connectorId)
  if (context.walletConnect?.route.handles(connectorId)) await context.walletConnect.route.disconnect()
}
