import type { ChainNamespace } from '../../namespaces'
import { findConnector } from '../../store/createConnectorsStore'
import type { Connection } from '../../types/connection'
import type { PorticoContext } from '../context'
import { applyConnection } from './applyConnection'
import { requestSignInIfNeeded } from './requestSignInIfNeeded'

/** The connector a connection was made with, or a stand-in named by its id when the page no longer lists it. */
export function connectorOf(context: PorticoContext, namespace: ChainNamespace, connectorId: string) {
  return (
    findConnector(context.stores.connectors.getState(), namespace, connectorId) ?? {
      id: connectorId,
      name: connectorId,
      type: 'EXTERNAL' as const,
    }
  )
}

/**
 * Makes one of a namespace's connections the active one (multiWallet, SPEC §4): its first account,
 * its wallet and its network become the namespace's, the others stay listed behind it, and the
 * choice is stored so a reload restores it.
 */
export function activateConnection(
  context: PorticoContext,
  namespace: ChainNamespace,
  connection: Connection,
) {
  const network = connection.caipNetwork ?? context.stores.chains.getState().namespaces[namespace].network
  if (!network) throw new Error(`no network for ${connection.connectorId}`)
  applyConnection(
    context,
    namespace,
    connectorOf(context, namespace, connection.connectorId),
    { connectorId: connection.connectorId, accounts: connection.accounts, chainId: network.id },
    { keepExisting: true },
  )
  void requestSignInIfNeeded(context, namespace)
}
