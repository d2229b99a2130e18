import {
  type AdapterConnection,
  type CaipNetwork,
  rethrowAsUserRejection,
  type UserRejectedRequestError,
} from '@portico/core'
import { connect as wagmiConnect } from '@wagmi/core'
import type { EvmAdapterContext } from '../context'
import { attachSession } from '../walletconnect/attachSession'

export type ConnectParameters = { connectorId: string; caipNetwork: CaipNetwork }
export type ConnectReturnType = AdapterConnection
export type ConnectErrorType = UserRejectedRequestError | Error

/** Asks the wallet for its accounts (a prompt) and reports them with the chain the wallet is on. */
export async function connect(
  { config, registry, walletConnect }: EvmAdapterContext,
  { connectorId }: ConnectParameters,
): Promise<ConnectReturnType> {
  const connector = registry.get(connectorId)
  // The shared WalletConnect connector pairs first; its own errors (rejection, renewal) pass unchanged.
  if (walletConnect?.handles(connectorId)) {
    const connection = await walletConnect.connect()
    await attachSession(config, connector)
    return connection
  }
  try {
    const { accounts, chainId } = await wagmiConnect(config, { connector })
    return { connectorId, accounts: accounts.map((address) => ({ address, type: 'eoa' })), chainId }
  } catch (error) {
    return rethrowAsUserRejection(error)
  }
}
