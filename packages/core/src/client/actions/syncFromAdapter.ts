import type { AdapterEvents } from '../../adapter/ChainAdapter'
import type { ChainNamespace } from '../../namespaces'
import type { PorticoContext } from '../context'
import { applyAccounts } from './applyAccounts'
import { disconnect } from './disconnect'
import { moveAccountToNetwork } from './moveAccountToNetwork'
import { networkForChainId } from './networkForChainId'
import { requestSignInIfNeeded } from './requestSignInIfNeeded'
import { showUnsupportedChainIfNeeded } from './showUnsupportedChainIfNeeded'
import { withAccountFirst } from './withAccountFirst'

/** SPEC §4's account sync: what a wallet does on its side (accounts, chain, disconnect) is mirrored here. */
export function syncFromAdapter(context: PorticoContext, namespace: ChainNamespace): AdapterEvents {
  const isActiveConnector = (connectorId: string) =>
    context.stores.chains.getState().namespaces[namespace].connectorId === connectorId

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
      if (!isActiveConnector(connectorId)) return
      // A visitor's pick among the wallet's accounts stands while the wallet still offers it.
      const current = context.stores.chains.getState().namespaces[namespace].account.address
      const [primary, ...rest] = context.adapters[namespace]?.capabilities.selectAccount
        ? withAccountFirst(accounts, current)
        : accounts
      if (!primary) {
        void disconnect(context, { namespace, closeModal: false }).catch(() => undefined)
        return
      }
      applyAccounts(context, namespace, connectorId, [primary, ...rest])
    },
    chainChanged: ({ connectorId, chainId }) => {
      if (!isActiveConnector(connectorId)) return
      moveAccountToNetwork(context, namespace, networkForChainId(context, namespace, chainId))
      showUnsupportedChainIfNeeded(context, namespace)
      void requestSignInIfNeeded(context, namespace)
    },
    disconnected: ({ connectorId }) => {
      if (!isActiveConnector(connectorId)) return
      void disconnect(context, { namespace, closeModal: false }).catch(() => undefined)
    },
  }
}
