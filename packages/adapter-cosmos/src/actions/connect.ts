import type { AdapterConnection, CaipNetwork, UserRejectedRequestError } from '@portico/core'
import type { CosmosAdapterContext } from '../context'
import type { ChainNotSupportedError } from '../errors/ChainNotSupportedError'
import type { ConnectorNotFoundError } from '../errors/ConnectorNotFoundError'
import { rethrowCosmosRejection } from '../errors/rethrowCosmosRejection'
import { adoptConnection } from './adoptConnection'
import { enableChain } from './enableChain'
import { sessionConnection } from './sessionConnection'

export type ConnectParameters = { connectorId: string; caipNetwork: CaipNetwork }
export type ConnectReturnType = AdapterConnection
export type ConnectErrorType =
  | UserRejectedRequestError
  | ChainNotSupportedError
  | ConnectorNotFoundError
  | Error

/**
 * Enables the network's chain in the wallet (suggesting it first if the wallet lacks it), then reads the
 * account; WalletConnect pairs a wallet whose session's cosmos account becomes the connection.
 */
export async function connect(
  context: CosmosAdapterContext,
  { connectorId, caipNetwork }: ConnectParameters,
): Promise<ConnectReturnType> {
  const { walletConnect } = context
  if (walletConnect?.route.handles(connectorId)) return sessionConnection(await walletConnect.route.connect())
  const wallet = context.registry.get(connectorId)
  await enableChain(context, wallet.provider, caipNetwork)
  return adoptConnection(context, wallet, caipNetwork).catch(rethrowCosmosRejection)
}
