import type { ConnectActions } from '../client/actions/connectActions'
import type { PorticoContext } from '../client/context'
import type { ChainNamespace } from '../namespaces'

/**
 * SPEC §4: one WalletConnect session spans namespaces. Once it connects in one, each other namespace
 * whose adapter lists the same WALLET_CONNECT connector takes the session's accounts through its
 * reconnect (read from the shared session, no new pairing). A namespace held by another wallet keeps it.
 * It loads with connect, which passes in the actions it shares with the first chunk.
 */
export async function connectSessionNamespaces(
  context: PorticoContext,
  connected: ChainNamespace,
  connectorId: string,
  { applyConnection, CHAIN_NAMESPACES, defaultNetworkFor, findConnector }: ConnectActions,
): Promise<ChainNamespace[]> {
  const added: ChainNamespace[] = []
  for (const namespace of CHAIN_NAMESPACES) {
    if (namespace === connected) continue
    const adapter = context.adapters[namespace]
    const connector = findConnector(context.stores.connectors.getState(), namespace, connectorId)
    const state = context.stores.chains.getState().namespaces[namespace]
    if (!adapter || connector?.type !== 'WALLET_CONNECT') continue
    if (state.connectorId && state.connectorId !== connectorId) continue
    const network = state.network ?? defaultNetworkFor(context, namespace)
    if (!network) continue
    try {
      const result = await adapter.reconnect({ connectorId, caipNetwork: network })
      if (!result) continue
      // multiWallet (SPEC §4): the namespace's other wallets stay beside the session.
      const keepExisting = context.stores.features.getState().features.multiWallet
      applyConnection(context, namespace, connector, result, { keepExisting })
      added.push(namespace)
    } catch {
      // a namespace the session does not grant stays as it was
    }
  }
  return added
}
