import type { AdapterConnection, CaipNetwork, UserRejectedRequestError } from '@portico/core'
import type { PolkadotAdapterContext } from '../context'
import type { ConnectorNotFoundError } from '../errors/ConnectorNotFoundError'
import type { NoAccountsError } from '../errors/NoAccountsError'
import { rethrowPolkadotRejection } from '../errors/rethrowPolkadotRejection'
import { adoptConnection } from './adoptConnection'
import { enableExtension } from './enableExtension'
import { sessionConnection } from './sessionConnection'

export type ConnectParameters = { connectorId: string; caipNetwork: CaipNetwork }
export type ConnectReturnType = AdapterConnection
export type ConnectErrorType = UserRejectedRequestError | ConnectorNotFoundError | NoAccountsError | Error

/**
 * Enables the picked extension alone, then reads the accounts it shares for the network; WalletConnect
 * pairs a wallet whose session's polkadot accounts become the connection.
 */
export async function connect(
  context: PolkadotAdapterContext,
  { connectorId, caipNetwork }: ConnectParameters,
): Promise<ConnectReturnType> {
  const { walletConnect } = context
  if (walletConnect?.route.handles(connectorId)) return sessionConnection(await walletConnect.route.connect())
  const extension = context.registry.get(connectorId)
  const injected = await enableExtension(context, extension)
  return adoptConnection(context, connectorId, injected, caipNetwork).catch(rethrowPolkadotRejection)
}
