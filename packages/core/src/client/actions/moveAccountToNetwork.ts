import type { ChainNamespace } from '../../namespaces'
import type { CaipNetwork } from '../../types/network'
import type { PorticoContext } from '../context'
import { refreshBalance } from './refreshBalance'
import { refreshTokenBalances } from './refreshTokenBalances'
import { setConnections } from './setConnections'

/**
 * SPEC §4: the namespace's wallet is now on `network` (a switch we asked for, or one the wallet made):
 * its CAIP address follows, what was read on the old network is dropped, and balances are read again.
 */
export function moveAccountToNetwork(
  context: PorticoContext,
  namespace: ChainNamespace,
  network: CaipNetwork,
) {
  const state = context.stores.chains.getState()
  state.setNetwork(namespace, network)
  // The active wallet's connection is on the new network too, so making it active again (multiWallet)
  // or a reload returns to where the wallet is.
  const { connectorId, connections } = state.namespaces[namespace]
  if (connections.some((connection) => connection.connectorId === connectorId))
    setConnections(
      context,
      namespace,
      connections.map((connection) =>
        connection.connectorId === connectorId ? { ...connection, caipNetwork: network } : connection,
      ),
    )
  const address = state.namespaces[namespace].account.address
  if (address)
    state.patchAccount(namespace, {
      caipAddress: `${network.caipNetworkId}:${address}`,
      balance: undefined,
      balanceSymbol: undefined,
      tokenBalance: undefined,
      tokenBalanceStatus: undefined,
    })
  void refreshBalance(context, { namespace })
  void refreshTokenBalances(context, { namespace })
}
