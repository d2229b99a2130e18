import type { AdapterConnection, CaipNetwork } from '@portico/core'
import type { SolanaAdapterContext } from '../context'
import { adoptConnection } from './adoptConnection'

export type ReconnectParameters = { connectorId: string; caipNetwork: CaipNetwork }
export type ReconnectReturnType = AdapterConnection | undefined
export type ReconnectErrorType = Error

/**
 * SPEC §4: restores a stored connection with no prompt (standard:connect with silent). Waits a
 * moment for a wallet that registers after the page's startup; undefined when it never comes or
 * no longer grants the site an account.
 */
export async function reconnect(
  context: SolanaAdapterContext,
  { connectorId, caipNetwork }: ReconnectParameters,
): Promise<ReconnectReturnType> {
  const wallet = await context.registry.whenAvailable(connectorId, context.reconnectWaitMs)
  if (!wallet) return undefined
  const granted = wallet.accounts()
  const accounts = granted.length > 0 ? granted : await wallet.connect({ silent: true }).catch(() => [])
  if (accounts.length === 0) return undefined
  return adoptConnection(context, wallet, caipNetwork, accounts)
}
