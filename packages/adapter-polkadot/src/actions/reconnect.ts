import type { AdapterConnection, CaipNetwork } from '@portico/core'
import type { PolkadotAdapterContext } from '../context'
import { adoptConnection } from './adoptConnection'
import { enableExtension } from './enableExtension'
import { sessionConnection } from './sessionConnection'

export type ReconnectParameters = { connectorId: string; caipNetwork: CaipNetwork }
export type ReconnectReturnType = AdapterConnection | undefined
export type ReconnectErrorType = Error

/**
 * SPEC §4: restores a stored connection. Extensions answer `enable` of a site they allowed without a
 * prompt; core puts the visitor's picked account first again. Waits a moment for an extension that
 * injects late; undefined when it never comes, refuses or shares no account. WalletConnect restores its
 * stored session, with no new pairing.
 */
export async function reconnect(
  context: PolkadotAdapterContext,
  { connectorId, caipNetwork }: ReconnectParameters,
): Promise<ReconnectReturnType> {
  const { walletConnect } = context
  if (walletConnect?.route.handles(connectorId)) {
    const restored = await walletConnect.route.reconnect()
    return restored && sessionConnection(restored)
  }
  const extension = await context.registry.whenAvailable(connectorId, context.reconnectWaitMs)
  if (!extension) return undefined
  try {
    return await adoptConnection(context, connectorId, await enableExtension(context, extension), caipNetwork)
  } catch {
    return undefined
  }
}
