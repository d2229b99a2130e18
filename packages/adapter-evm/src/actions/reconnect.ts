import type { AdapterConnection, CaipNetwork } from '@portico/core'
import { reconnect as wagmiReconnect } from '@wagmi/core'
import type { EvmAdapterContext } from '../context'

export type ReconnectParameters = { connectorId: string; caipNetwork: CaipNetwork }
export type ReconnectReturnType = AdapterConnection | undefined
export type ReconnectErrorType = Error

/**
 * SPEC §4: restores a stored connection with no prompt: eth_accounts only. Undefined when the
 * wallet is gone or no longer grants the site its accounts.
 */
export async function reconnect(
  { config, registry }: EvmAdapterContext,
  { connectorId }: ReconnectParameters,
): Promise<ReconnectReturnType> {
  const connector = registry.find(connectorId)
  if (!connector) return undefined
  const connections = await wagmiReconnect(config, { connectors: [connector] })
  const restored = connections.find((connection) => connection.connector.uid === connector.uid)
  if (!restored) return undefined
  return {
    connectorId,
    accounts: restored.accounts.map((address) => ({ address, type: 'eoa' })),
    chainId: restored.chainId,
  }
}
