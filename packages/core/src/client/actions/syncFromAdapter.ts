import type { AdapterEvents } from '../../adapter/ChainAdapter'
import type { ChainNamespace } from '../../namespaces'
import type { PorticoContext } from '../context'
import { disconnect } from './disconnect'
import { moveAccountToNetwork } from './moveAccountToNetwork'
import { networkForChainId } from './networkForChainId'
import { refreshBalance } from './refreshBalance'
import { refreshTokenBalances } from './refreshTokenBalances'
import { requestSignInIfNeeded } from './requestSignInIfNeeded'
import { showUnsupportedChainIfNeeded } from './showUnsupportedChainIfNeeded'

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
      const [primary] = accounts
      if (!primary) {
        void disconnect(context, { namespace, closeModal: false }).catch(() => undefined)
        return
      }
      const state = context.stores.chains.getState()
      const network = state.namespaces[namespace].network
      context.stores.transactions.getState().reset()
      state.patchAccount(namespace, {
        address: primary.address,
        ...(network ? { caipAddress: `${network.caipNetworkId}:${primary.address}` } : {}),
        balance: undefined,
        balanceSymbol: undefined,
        tokenBalance: undefined,
        tokenBalanceStatus: undefined,
        profileName: undefined,
        profileImage: undefined,
      })
      state.setConnections(
        namespace,
        state.namespaces[namespace].connections.map((connection) =>
          connection.connectorId === connectorId ? { ...connection, accounts } : connection,
        ),
      )
      void refreshBalance(context, { namespace })
      void refreshTokenBalances(context, { namespace })
      void requestSignInIfNeeded(context, namespace)
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
