import type { AdapterEvents } from '../../adapter/ChainAdapter'
import type { ChainNamespace } from '../../namespaces'
import type { PorticoContext } from '../context'
import { activateConnection } from './activateConnection'
import { applyAccounts } from './applyAccounts'
import { disconnect } from './disconnect'
import { moveAccountToNetwork } from './moveAccountToNetwork'
import { networkForChainId } from './networkForChainId'
import { requestSignInIfNeeded } from './requestSignInIfNeeded'
import { updateInactiveConnection } from './setConnections'
import { showUnsupportedChainIfNeeded } from './showUnsupportedChainIfNeeded'
import { withAccountFirst } from './withAccountFirst'

/** SPEC §4's account sync: what a wallet does on its side (accounts, chain, disconnect) is mirrored here. */
export function syncFromAdapter(context: PorticoContext, namespace: ChainNamespace): AdapterEvents {
  const isActiveConnector = (connectorId: string) =>
    context.stores.chains.getState().namespaces[namespace].connectorId === connectorId

  // A wallet that went away on its side: another kept beside it (multiWallet) takes its place, and the
  // last one disconnects the namespace.
  const leave = (connectorId: string) => {
    const { connections } = context.stores.chains.getState().namespaces[namespace]
    const next = connections.find((connection) => connection.connectorId !== connectorId)
    if (isActiveConnector(connectorId) && !next) {
      void disconnect(context, { namespace, closeModal: false }).catch(() => undefined)
      return
    }
    if (isActiveConnector(connectorId) && next) activateConnection(context, namespace, next)
    updateInactiveConnection(context, namespace, connectorId, () => undefined)
  }

  return {
    connectorsChanged: (connectors) => {
      const { connectors: store, catalogue } = context.stores
      store.getState().setConnectors(namespace, connectors)
      // Installed wallets show as such, so the catalogue's recommended list leaves them out.
      const rdns = Object.values(store.getState().byNamespace).flatMap((list) =>
        list.flatMap((item) => item.info?.rdns ?? []),
      )
      catalogue.getState().setInstalledRdns(rdns)
    },
    accountsChanged: ({ connectorId, accounts }) => {
      const selectable = context.adapters[namespace]?.capabilities.selectAccount
      if (!isActiveConnector(connectorId))
        return updateInactiveConnection(context, namespace, connectorId, (connection) => ({
          ...connection,
          accounts: selectable ? withAccountFirst(accounts, connection.accounts[0]?.address) : accounts,
        }))
      // A visitor's pick among the wallet's accounts stands while the wallet still offers it.
      const current = context.stores.chains.getState().namespaces[namespace].account.address
      const [primary, ...rest] = selectable ? withAccountFirst(accounts, current) : accounts
      if (!primary) return leave(connectorId)
      applyAccounts(context, namespace, connectorId, [primary, ...rest])
    },
    chainChanged: ({ connectorId, chainId }) => {
      if (!isActiveConnector(connectorId))
        return updateInactiveConnection(context, namespace, connectorId, (connection) => ({
          ...connection,
          caipNetwork: networkForChainId(context, namespace, chainId),
        }))
      moveAccountToNetwork(context, namespace, networkForChainId(context, namespace, chainId))
      showUnsupportedChainIfNeeded(context, namespace)
      void requestSignInIfNeeded(context, namespace)
    },
    disconnected: ({ connectorId }) => leave(connectorId),
  }
}
