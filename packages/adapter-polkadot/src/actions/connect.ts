import type { AdapterConnection, CaipNetwork, UserRejectedRequestError } from '@portico/core'
import type { PolkadotAdapterContext } from '../context'
import type { ConnectorNotFoundError } from '../errors/ConnectorNotFoundError'
import type { NoAccountsError } from '../errors/NoAccountsError'
import { rethrowPolkadotRejection } from '../errors/rethrowPolkadotRejection'
import { adoptConnection } from './adoptConnection'
import { enableExtension } from './enableExtension'

export type ConnectParameters = { connectorId: string; caipNetwork: CaipNetwork }
export type ConnectReturnType = AdapterConnection
export type ConnectErrorType = UserRejectedRequestError | ConnectorNotFoundError | NoAccountsError | Error

/** Enables the picked extension alone, then reads the accounts it shares for the network. */
export async function connect(
  context: PolkadotAdapterContext,
  { connectorId, caipNetwork }: ConnectParameters,
): Promise<ConnectReturnType> {
  const extension = context.registry.get(connectorId)
  const injected = await enableExtension(context, extension)
  return adoptConnection(context, connectorId, injected, caipNetwork).catch(rethrowPolkadotRejection)
}
