import { CHAIN_NAMESPACES, type ChainNamespace } from '../../namespaces'
import { findConnector } from '../../store/createConnectorsStore'
import type { PorticoContext } from '../context'
import { applyConnection } from './applyConnection'
import { defaultNetworkFor } from './networkForChainId'
import { withAccountFirst } from './withAccountFirst'

/** An account the server rendered from the cookie (initialState) that this browser has no connection for. */
function clearUnconfirmed(context: PorticoContext, namespace: ChainNamespace): void {
  const chains = context.stores.chains.getState()
  if (chains.namespaces[namespace].account.status !== 'reconnecting') return
  chains.resetAccount(namespace)
  chains.setConnectorId(namespace, undefined)
}

/**
 * SPEC §4: restore what was connected last visit. With reconnect disabled, stored connections are
 * dropped and every namespace stays disconnected.
 */
export async function restoreConnections(context: PorticoContext): Promise<void> {
  const { storage, stores } = context
  if (!context.options.enableReconnect) {
    storage.remove('connectedConnectors')
    storage.remove('connections')
    for (const namespace of CHAIN_NAMESPACES) clearUnconfirmed(context, namespace)
    return
  }
  const storedNamespace = storage.get('activeNamespace')
  if (storedNamespace && context.adapters[storedNamespace])
    stores.chains.getState().setActiveNamespace(storedNamespace)

  const stored = storage.get('connectedConnectors') ?? {}
  await Promise.all(
    CHAIN_NAMESPACES.map(async (namespace) => {
      const entry = stored[namespace]
      const adapter = context.adapters[namespace]
      if (!entry || entry.status === 'disconnected' || !adapter) return clearUnconfirmed(context, namespace)
      const [storedConnection] = storage.get('connections')?.[namespace] ?? []
      const storedNetwork = storedConnection?.caipNetwork
      const network =
        context.options.networks.find(
          (candidate) => candidate.caipNetworkId === storedNetwork?.caipNetworkId,
        ) ?? defaultNetworkFor(context, namespace)
      if (!network) return clearUnconfirmed(context, namespace)
      const chains = stores.chains.getState()
      chains.patchAccount(namespace, { status: 'reconnecting' })
      try {
        const result = await adapter.reconnect({ connectorId: entry.connectorId, caipNetwork: network })
        const connector = findConnector(stores.connectors.getState(), namespace, entry.connectorId) ?? {
          id: entry.connectorId,
          name: entry.connectorId,
          type: 'EXTERNAL' as const,
        }
        if (result) {
          // The visitor's pick among the wallet's accounts (ChainAdapter's selectAccount) comes back with it.
          const picked = storedConnection?.accounts[0]?.address
          const accounts = adapter.capabilities.selectAccount
            ? withAccountFirst(result.accounts, picked)
            : result.accounts
          return applyConnection(context, namespace, connector, { ...result, accounts })
        }
      } catch {
        // a wallet that no longer grants access is simply not restored
      }
      clearUnconfirmed(context, namespace)
      storage.set('connectedConnectors', {
        ...(storage.get('connectedConnectors') ?? {}),
        [namespace]: { ...entry, status: 'disconnected' },
      })
    }),
  )
}
