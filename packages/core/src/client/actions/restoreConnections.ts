import type { AdapterConnection } from '../../adapter/ChainAdapter'
import { CHAIN_NAMESPACES, type ChainNamespace } from '../../namespaces'
import type { Connection } from '../../types/connection'
import type { CaipNetwork } from '../../types/network'
import type { PorticoContext } from '../context'
import { connectorOf } from './activateConnection'
import { applyConnection } from './applyConnection'
import { defaultNetworkFor, networkForChainId } from './networkForChainId'
import { setConnections } from './setConnections'
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
      const storedConnections = storage.get('connections')?.[namespace] ?? []
      const [storedConnection] = storedConnections
      const storedNetwork = storedConnection?.caipNetwork
      const network =
        context.options.networks.find(
          (candidate) => candidate.caipNetworkId === storedNetwork?.caipNetworkId,
        ) ?? defaultNetworkFor(context, namespace)
      if (!network) return clearUnconfirmed(context, namespace)
      const chains = stores.chains.getState()
      chains.patchAccount(namespace, { status: 'reconnecting' })
      // The active wallet first, then the others multiWallet kept beside it (SPEC §4), each as stored.
      const toRestore = [
        storedConnection?.connectorId === entry.connectorId
          ? storedConnection
          : { connectorId: entry.connectorId, accounts: [] },
        ...storedConnections.filter((connection) => connection.connectorId !== entry.connectorId),
      ]
      const restored = await Promise.all(
        toRestore.map((connection) => reconnectOne(context, namespace, connection, network)),
      )
      const [active, ...others] = restored.filter((result) => result !== undefined)
      if (active) {
        applyConnection(context, namespace, connectorOf(context, namespace, active.connectorId), active)
        if (others.length > 0) keepRestoredBeside(context, namespace, others)
        return
      }
      clearUnconfirmed(context, namespace)
      storage.set('connectedConnectors', {
        ...(storage.get('connectedConnectors') ?? {}),
        [namespace]: { ...entry, status: 'disconnected' },
      })
    }),
  )
}

/** One stored wallet asked again without a prompt; undefined when it no longer grants access. */
async function reconnectOne(
  context: PorticoContext,
  namespace: ChainNamespace,
  stored: Connection,
  fallback: CaipNetwork,
): Promise<AdapterConnection | undefined> {
  const adapter = context.adapters[namespace]
  // Each wallet on the network it was on, when the host still configures it.
  const caipNetwork =
    context.options.networks.find(
      (candidate) => candidate.caipNetworkId === stored.caipNetwork?.caipNetworkId,
    ) ?? fallback
  try {
    const result = await adapter?.reconnect({ connectorId: stored.connectorId, caipNetwork })
    if (!result) return undefined
    // The visitor's pick among the wallet's accounts (ChainAdapter's selectAccount) comes back with it.
    const picked = stored.accounts[0]?.address
    const accounts = adapter?.capabilities.selectAccount
      ? withAccountFirst(result.accounts, picked)
      : result.accounts
    return { ...result, accounts }
  } catch {
    // a wallet that no longer grants access is simply not restored
    return undefined
  }
}

/** The wallets restored beside the active one are listed behind it, as they were (multiWallet). */
function keepRestoredBeside(context: PorticoContext, namespace: ChainNamespace, others: AdapterConnection[]) {
  const connections = [
    ...context.stores.chains.getState().namespaces[namespace].connections,
    ...others
      .filter((other) => other.accounts.length > 0)
      .map((other) => ({
        connectorId: other.connectorId,
        accounts: other.accounts,
        caipNetwork: networkForChainId(context, namespace, other.chainId),
      })),
  ]
  setConnections(context, namespace, connections)
}
