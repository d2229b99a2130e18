import type { AdapterConnection, CaipNetwork } from '@portico/core'
import type { CosmosAdapterContext } from '../context'
import { adoptConnection } from './adoptConnection'
import { sessionConnection } from './sessionConnection'

export type ReconnectParameters = { connectorId: string; caipNetwork: CaipNetwork }
export type ReconnectReturnType = AdapterConnection | undefined
export type ReconnectErrorType = Error

/**
 * SPEC §4: restores a stored connection. Keplr and Leap answer `enable` of a chain the site was granted
 * without a prompt; the adapter never suggests a chain here. Waits a moment for a wallet that injects
 * late; undefined when it never comes or refuses. WalletConnect restores its stored session, with no new
 * pairing.
 */
export async function reconnect(
  context: CosmosAdapterContext,
  { connectorId, caipNetwork }: ReconnectParameters,
): Promise<ReconnectReturnType> {
  const { walletConnect } = context
  if (walletConnect?.route.handles(connectorId)) {
    const restored = await walletConnect.route.reconnect()
    return restored && sessionConnection(restored)
  }
  const wallet = await context.registry.whenAvailable(connectorId, context.reconnectWaitMs)
  if (!wallet) return undefined
  try {
    await wallet.provider.enable(String(caipNetwork.id))
    return await adoptConnection(context, wallet, caipNetwork)
  } catch {
    return undefined
  }
}
