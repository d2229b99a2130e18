import {
  type AdapterConnection,
  type CaipNetwork,
  rethrowAsUserRejection,
  type UserRejectedRequestError,
} from '@portico/core'
import type { SolanaAdapterContext } from '../context'
import { ConnectorNotConnectedError } from '../errors/ConnectorNotConnectedError'
import { adoptConnection } from './adoptConnection'

export type ConnectParameters = { connectorId: string; caipNetwork: CaipNetwork }
export type ConnectReturnType = AdapterConnection
export type ConnectErrorType = UserRejectedRequestError | ConnectorNotConnectedError | Error

/** Asks the wallet for its accounts (standard:connect, a prompt) and uses it on the given network. */
export async function connect(
  context: SolanaAdapterContext,
  { connectorId, caipNetwork }: ConnectParameters,
): Promise<ConnectReturnType> {
  const wallet = context.registry.get(connectorId)
  const accounts = await wallet.connect({ silent: false }).catch(rethrowAsUserRejection)
  if (accounts.length === 0) throw new ConnectorNotConnectedError(connectorId)
  return adoptConnection(context, wallet, caipNetwork, accounts)
}
