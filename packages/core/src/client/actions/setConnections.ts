import type { ChainNamespace } from '../../namespaces'
import type { Connection } from '../../types/connection'
import type { PorticoContext } from '../context'

/** A namespace's connections, in state and in storage, so a reload restores the same list (SPEC §3). */
export function setConnections(
  context: PorticoContext,
  namespace: ChainNamespace,
  connections: Connection[],
) {
  context.stores.chains.getState().setConnections(namespace, connections)
  context.storage.set('connections', {
    ...(context.storage.get('connections') ?? {}),
    [namespace]: connections,
  })
}

/**
 * What a wallet that is connected but not the active one did on its own side (multiWallet, SPEC §4's
 * account sync): its accounts or network follow, and a wallet left with no account or that
 * disconnected leaves the list; the active connection is untouched.
 */
export function updateInactiveConnection(
  context: PorticoContext,
  namespace: ChainNamespace,
  connectorId: string,
  update: (connection: Connection) => Connection | undefined,
) {
  const { connections } = context.stores.chains.getState().namespaces[namespace]
  if (!connections.some((connection) => connection.connectorId === connectorId)) return
  const next = connections.flatMap((connection) => {
    if (connection.connectorId !== connectorId) return [connection]
    const updated = update(connection)
    return updated && updated.accounts.length > 0 ? [updated] : []
  })
  setConnections(context, namespace, next)
}
