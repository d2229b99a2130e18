import { CONNECTOR_NOT_CONNECTED, FAILED_TO_DISCONNECT } from '../../errors'
import type { ChainNamespace } from '../../namespaces'
import type { PorticoContext } from '../context'
import type { DisconnectConnectionActions } from './disconnectConnectionActions'

export type DisconnectConnectionParameters = {
  namespace: ChainNamespace
  /** The wallet whose connection on `namespace` ends; the namespace's other wallets stay. */
  connectorId: string
  /** SPEC §4: closes the modal only when it was the namespace's last wallet, unless told not to. */
  closeModal?: boolean
}

/**
 * Ends one wallet's connection on a namespace (multiWallet, SPEC §4). The next wallet becomes active
 * when it was the active one; the last one is an ordinary disconnect. With multiWallet off, removing
 * one wallet of several shows SPEC §8's 'Multi-Wallet Not Enabled' and changes nothing. A WalletConnect
 * or embedded-wallet session ends on every namespace it spans, so it leaves each of their lists too.
 */
export async function disconnectConnection(
  context: PorticoContext,
  parameters: DisconnectConnectionParameters,
  actions: DisconnectConnectionActions,
): Promise<void> {
  const { namespace, connectorId } = parameters
  const sessionWide = actions.isSessionWide(context, namespace, connectorId)
  await leaveNamespace(context, parameters, actions)
  if (!sessionWide) return
  const { namespaces } = context.stores.chains.getState()
  for (const other of Object.keys(namespaces) as ChainNamespace[]) {
    const { connections, connectorId: active } = context.stores.chains.getState().namespaces[other]
    if (!connections.some((connection) => connection.connectorId === connectorId)) continue
    // The last wallet there, or the active one of a session-wide disconnect: that namespace disconnects.
    if (connections.length === 1 && active === connectorId)
      await actions.disconnect(context, { namespace: other, closeModal: false })
    else await leaveNamespace(context, { namespace: other, connectorId, closeModal: false }, actions)
  }
}

async function leaveNamespace(
  context: PorticoContext,
  { namespace, connectorId, closeModal }: DisconnectConnectionParameters,
  actions: DisconnectConnectionActions,
): Promise<void> {
  const {
    ALERTS,
    PorticoError,
    activateConnection,
    disconnect,
    DisconnectError,
    setConnections,
    signOutIfConfigured,
  } = actions
  const { chains, alerts } = context.stores
  const current = chains.getState().namespaces[namespace]
  const connection = current.connections.find((candidate) => candidate.connectorId === connectorId)
  if (!connection) throw new PorticoError(CONNECTOR_NOT_CONNECTED, { details: connectorId })
  const others = current.connections.filter((candidate) => candidate !== connection)
  if (others.length === 0)
    return disconnect(context, { namespace, ...(closeModal === undefined ? {} : { closeModal }) })
  if (!context.stores.features.getState().features.multiWallet) {
    alerts.getState().showAlert(ALERTS.MULTI_WALLET_NOT_ENABLED, 'info')
    return
  }

  let failure: unknown
  try {
    await context.adapters[namespace]?.disconnect({ connectorId })
  } catch (error) {
    failure = error
  }
  const [primary] = connection.accounts
  await signOutIfConfigured(context, connection.caipNetwork?.caipNetworkId, primary?.address)

  const [next] = others
  if (current.connectorId === connectorId && next) {
    // The connection list still holds the leaving wallet here; activation puts `next` first, then it goes.
    activateConnection(context, namespace, next)
  }
  const remaining = chains
    .getState()
    .namespaces[namespace].connections.filter((candidate) => candidate.connectorId !== connectorId)
  setConnections(context, namespace, remaining)
  if (closeModal === true) actions.closeModal(context)
  if (failure !== undefined) {
    context.stores.events
      .getState()
      .record('DISCONNECT_ERROR', { message: failure instanceof Error ? failure.message : String(failure) })
    throw new DisconnectError(FAILED_TO_DISCONNECT, { cause: failure })
  }
}
