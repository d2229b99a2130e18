import type { AdapterConnection, CaipNetwork } from '@portico/core'
import { reconnect as wagmiReconnect } from '@wagmi/core'
import type { EvmAdapterContext } from '../context'
import { attachSession } from '../walletconnect/attachSession'

export type ReconnectParameters = { connectorId: string; caipNetwork: CaipNetwork }
export type ReconnectReturnType = AdapterConnection | undefined
export type ReconnectErrorType = Error

/**
 * SPEC §4: restores a stored connection with no prompt: eth_accounts only. Undefined when the
 * wallet is gone or no longer grants the site its accounts.
 */
export async function reconnect(
  { config, registry, walletConnect }: EvmAdapterContext,
  { connectorId }: ReconnectParameters,
): Promise<ReconnectReturnType> {
  const connector = registry.find(connectorId)
  if (!connector) return undefined
  // SPEC §4: the WalletConnect session stored last visit comes back with no new pairing.
  if (walletConnect?.handles(connectorId)) {
    const connection = await walletConnect.reconnect()
    if (connection) await attachSession(config, connector)
    return connection
  }
  const connections = await wagmiReconnect(config, { connectors: [connector] })
  const restored = connections.find((connection) => connection.connector.uid === connector.uid)
  if (!restored) return undefined
  return {
    connectorId,
    accounts: restored.accounts.map((address) => ({ address, type: 'eoa' })),
    chainId: restored.chainId,
  }
}
