import { disconnect as wagmiDisconnect } from '@wagmi/core'
import type { EvmAdapterContext } from '../context'

export type DisconnectParameters = { connectorId: string }
export type DisconnectReturnType = undefined
export type DisconnectErrorType = Error

/** Drops the connection; wallets that support it also revoke the site's grant (wallet_revokePermissions). */
export async function disconnect(
  { config, registry, walletConnect }: EvmAdapterContext,
  { connectorId }: DisconnectParameters,
): Promise<DisconnectReturnType> {
  const connector = registry.find(connectorId)
  if (!connector) return
  // SPEC §4: ending the WalletConnect session ends it for every namespace it serves.
  if (walletConnect?.handles(connectorId)) await walletConnect.disconnect()
  if (config.state.connections.has(connector.uid)) await wagmiDisconnect(config, { connector })
}
